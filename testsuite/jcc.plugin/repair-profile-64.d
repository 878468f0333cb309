#name: plugin: with select=hot, a block whose zero count its predecessors contradict takes their count, and its loop stays hot and marked (-m64)
#target: [jcc_gcc12]
#cc: -O2 -m64 -fgimple -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp
#source: repair-profile.c
#scan: marks
directive: \.align_branch 32, none
count_below: mark cmpl\+je
count_below: mark testl\+jle
count_below: mark cmpl\+jge
count_below: mark cmpl\+jl
count_below: ret
count_below\.cold: jmp
#pass
