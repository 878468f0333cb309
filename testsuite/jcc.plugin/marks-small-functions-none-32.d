#name: plugin: small-functions=0 leaves the rare path of a small function to the threshold (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-small-functions.c
#scan: marks
directive: \.align_branch 32, none
small: call
small: mark cmpl\+je
small: ret
small: call
small: jmp
big: call
big: mark je
big: ret
big: call
big: jmp
__x86\.get_pc_thunk\.bx: ret
