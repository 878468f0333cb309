#name: plugin: select=hot puts a padding point before a loop's head, which control falls through to once per entry
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-padding-points=yes -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-points.c
#scan: marks
directive: \.align_branch 32, none
count_below: mark testl\+jle
count_below: padding point
count_below: mark cmpl\+jle
count_below: mark cmpq\+jne
count_below: ret
count_below: ret
