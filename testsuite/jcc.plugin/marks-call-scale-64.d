#name: plugin: call-scale=sum (the default) makes hot the rare path of a function that a loop calls through another (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-call-scale.c
#scan: marks
directive: \.align_branch 32, none
leaf: mark cmpl\+je
leaf: ret
leaf: call
leaf: mark cmpl\+jg
leaf: ret
leaf: mark jmp
middle: call
middle: ret
outer: call
outer: mark cmp.\+jne
outer: ret
