#name: plugin: repair-profile=no leaves GCC's zero count, and the loop goes to .text.unlikely unmarked
#target: [jcc_gcc12]
#cc: -O2 -m64 -fgimple -fplugin-arg-jcc-select -fplugin-arg-jcc-repair-profile=no -fplugin-arg-jcc-types=jcc+fused+jmp
#source: repair-profile.c
#scan: marks
directive: \.align_branch 32, none
count_below: mark cmpl\+je
count_below: jle
count_below: jmp
count_below\.cold: jmp
count_below\.cold: ret
count_below\.cold: jge
count_below\.cold: jl
count_below\.cold: jmp
#pass
