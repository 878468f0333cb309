#name: plugin: padding-points=no, the default, leaves padding points out
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-padding-points=no -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-points.c
#scan: marks
directive: \.align_branch 32, none
count_below: mark testl\+jle
count_below: mark cmpl\+jle
count_below: mark cmpq\+jne
count_below: ret
count_below: ret
