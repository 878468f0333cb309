#name: plugin: indirect-share-limit=0 (no limit) makes hot the rare path of a function that a loop calls through a function pointer (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-indirect-share-limit=0 -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-indirect-calls.c
#scan: marks
directive: \.align_branch 32, none
other: ret
leaf: mark cmpl\+je
leaf: ret
leaf: call
leaf: mark cmpl\+jg
leaf: ret
leaf: mark jmp
wide: mark cmpq\+je
wide: ret
wide: call
wide: jg
wide: ret
wide: call
wide: jmp
direct: mark cmpl\+je
direct: ret
direct: call
direct: jg
direct: ret
direct: jmp
outer: call
outer: mark cmpq\+jne
outer: ret
once: call
once: call
once: ret
