#name: plugin: at -O0, with no estimate, select=hot marks all but cold functions
#cc: -O0 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
sum_positive: mark jmp
sum_positive: mark testl\+jns
sum_positive: call
sum_positive: mark jmp
sum_positive: mark cmpl\+jl
sum_positive: ret
count_zeros_cold: jmp
count_zeros_cold: jne
count_zeros_cold: call
count_zeros_cold: jl
count_zeros_cold: ret
count_zeros: mark jmp
count_zeros: mark testl\+jne
count_zeros: call
count_zeros: mark cmpl\+jl
count_zeros: ret
rarely: mark testq\+je
rarely: call
rarely: mark jmp
rarely: ret
rarely_hot: mark testq\+je
rarely_hot: call
rarely_hot: mark jmp
rarely_hot: ret
