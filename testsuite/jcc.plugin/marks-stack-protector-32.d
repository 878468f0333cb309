#name: plugin: the stack protector's check and its jne are marked as a fused pair (32-bit)
#cc: -O2 -m32 -fstack-protector-strong -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused -fplugin-arg-jcc-mark-regions=0
#source: marks-stack-protector.c
#scan: marks
directive: \.align_branch 32, none
f: call
f: call
f: mark subl\+jne
f: ret
f: call
__x86\.get_pc_thunk\.bx: ret
