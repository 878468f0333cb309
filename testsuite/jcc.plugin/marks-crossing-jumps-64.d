#name: plugin: with -fprofile-use, the jump from hot code into a function's cold part is marked although it never ran (-m64)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-crossing-jumps.c
#profile: 0
#scan: marks
directive: \.align_branch 32, none
#...
find: mark ret
find: mark testl\+js
find: mark jmp
find: ret
find: mark jmp
find\.cold: ret
