#name: plugin: select=hot takes loops as hot by default (hot-loops=yes)
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-loops.c
#scan: marks
directive: \.align_branch 32, none
count_rare: mark testl\+jle
count_rare: mark je
count_rare: mark cmpq\+jne
count_rare: ret
count_rare: call
count_rare: mark cmpl\+jle
count_rare: mark jmp
count_rare: ret
resume: mark testl\+je
resume: mark cmpl\+je
resume: ret
resume: jle
resume: mark testl\+jle
resume: mark cmpl\+jg
resume: mark subl\+jne
resume: ret
resume: call
resume: mark jmp
resume: ret
