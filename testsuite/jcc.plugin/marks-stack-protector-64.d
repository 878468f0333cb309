#name: plugin: the stack protector's check and its jne are marked as a fused pair (64-bit)
#cc: -O2 -m64 -fstack-protector-strong -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused -fplugin-arg-jcc-mark-regions=0
#source: marks-stack-protector.c
#scan: marks
directive: \.align_branch 32, none
f: call
f: mark subq\+jne
f: ret
f: call
