#name: plugin: select=hot leaves the thunks alone in a unit with nothing hot (32-bit PIC)
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+call+ret
#source: marks-thunks-cold.c
#scan: marks
directive: \.align_branch 32, none
report: call
report: call
report: ret
__x86\.get_pc_thunk\.bx: ret
