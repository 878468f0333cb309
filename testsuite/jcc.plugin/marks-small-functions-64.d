#name: plugin: small-functions=64 (the default) makes hot the rare path of a small function that nothing in the unit calls, not of a bigger one (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-public-functions=0
#source: marks-small-functions.c
#scan: marks
directive: \.align_branch 32, none
small: mark cmpl\+je
small: ret
small: mark jmp
big: mark cmpl\+je
big: ret
big: jmp
