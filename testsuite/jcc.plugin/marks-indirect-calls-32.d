#name: plugin: indirect-calls=by-type (the default) makes hot the rare path of a function that a loop calls through a function pointer (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-indirect-calls.c
#scan: marks
directive: \.align_branch 32, none
other: ret
leaf: call
leaf: mark cmpl\+je
leaf: ret
leaf: call
leaf: mark cmpl\+jle
leaf: call
leaf: mark jmp
wide: call
wide: mark cmpl\+je
wide: ret
wide: call
wide: jle
wide: call
wide: jmp
direct: call
direct: mark cmpl\+je
direct: ret
direct: call
direct: jle
direct: call
direct: jmp
outer: call
outer: call
outer: mark cmpl\+jne
outer: ret
once: call
once: call
once: call
once: ret
__x86\.get_pc_thunk\.ax: ret
__x86\.get_pc_thunk\.bx: ret
