#name: plugin: with hot-loops=no, select=hot leaves the rare paths of loops unmarked
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-loops=no -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-loops.c
#scan: marks
directive: \.align_branch 32, none
count_rare: mark testl\+jle
count_rare: mark je
count_rare: mark cmpq\+jne
count_rare: ret
count_rare: call
count_rare: jle
count_rare: jmp
count_rare: ret
resume: mark testl\+je
resume: mark cmpl\+je
resume: ret
resume: jle
resume: mark testl\+jle
resume: jg
resume: jne
resume: ret
resume: call
resume: jmp
resume: ret
