#name: plugin: with -fprofile-use, the block that a frequent hot block jumps to in a function's cold part is marked if it ends in a test, one that a rarer block jumps to not, nor one that returns (-m64)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-cold-landing.c
#profile: 0
#scan: marks
directive: \.align_branch 32, none
#...
often: mark testq\+js
often: mark ret
often\.cold: mark testb\+je
often\.cold: ret
often\.cold: ret
often_stub: mark testq\+js
often_stub: mark ret
often_stub\.cold: ret
seldom: mark testq\+js
seldom: mark ret
seldom\.cold: je
seldom\.cold: ret
seldom\.cold: ret
