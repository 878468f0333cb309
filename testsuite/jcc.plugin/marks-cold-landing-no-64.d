#name: plugin: with cold-landing=0, no block in a function's cold part is marked (-m64)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-cold-landing=0 -fplugin-arg-jcc-mark-regions=0
#source: marks-cold-landing.c
#profile: 0
#scan: marks
directive: \.align_branch 32, none
#...
often: mark testq\+js
often: mark ret
often\.cold: je
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
