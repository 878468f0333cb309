#name: plugin: call-scale=sum (the default) makes hot the rare path of a function that a loop calls through another (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-call-scale.c
#scan: marks
directive: \.align_branch 32, none
leaf: call
leaf: mark cmpl\+je
leaf: ret
leaf: call
leaf: mark cmpl\+jle
leaf: call
leaf: mark jmp
middle: call
middle: ret
outer: call
outer: mark cmpl\+jne
outer: ret
__x86\.get_pc_thunk\.bx: ret
