#name: plugin: select=hot leaves the thunks alone in a unit whose hot code calls none (32-bit PIC)
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+call+ret -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-thunks-cold-caller.c
#scan: marks
directive: \.align_branch 32, none
sum: mark testl\+jle
sum: mark cmpl\+jne
sum: mark ret
sum: ret
report: call
report: call
report: ret
__x86\.get_pc_thunk\.bx: ret

