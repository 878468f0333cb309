#name: plugin: with crossing-jumps=no, the jump into a function's cold part that never ran stays unmarked (-m64)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-crossing-jumps=no -fplugin-arg-jcc-mark-regions=0
#source: marks-crossing-jumps.c
#profile: 0
#scan: marks
directive: \.align_branch 32, none
#...
find: mark ret
find: mark testl\+js
find: mark jmp
find: ret
find: jmp
find\.cold: ret
