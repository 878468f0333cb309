#name: plugin: small-functions=0 leaves the rare path of a small function to the threshold (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-small-functions.c
#scan: marks
directive: \.align_branch 32, none
small: mark cmpl\+je
small: ret
small: jmp
big: mark cmpl\+je
big: ret
big: jmp
