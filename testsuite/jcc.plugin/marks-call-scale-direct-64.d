#name: plugin: call-scale=direct leaves cold the rare path of a function that a loop calls through another (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-call-scale=direct -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-call-scale.c
#scan: marks
directive: \.align_branch 32, none
leaf: mark cmpl\+je
leaf: ret
leaf: call
leaf: jg
leaf: ret
leaf: jmp
middle: call
middle: ret
outer: call
outer: mark cmpq\+jne
outer: ret
