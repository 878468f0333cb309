#name: plugin: with cold-landing=1000, the block that a hot block running 1/200 as often as the most frequent one jumps to in the cold part is marked too (-m64)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-cold-landing=1000 -fplugin-arg-jcc-mark-regions=0
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
seldom\.cold: mark testb\+je
seldom\.cold: ret
seldom\.cold: ret
