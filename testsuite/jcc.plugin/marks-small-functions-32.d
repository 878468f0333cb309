#name: plugin: small-functions=64 (the default) makes hot the rare path of a small function that nothing in the unit calls, not of a bigger one (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-public-functions=0
#source: marks-small-functions.c
#scan: marks
directive: \.align_branch 32, none
small: call
small: mark cmpl\+je
small: ret
small: call
small: mark jmp
big: call
big: mark je
big: ret
big: call
big: jmp
__x86\.get_pc_thunk\.bx: ret
