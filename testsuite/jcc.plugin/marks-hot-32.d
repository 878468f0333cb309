#name: plugin: select=hot marks the hot loop, not the cold path, the cold function or the rare path (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
sum_positive: mark call
sum_positive: mark testl\+jle
sum_positive: mark testl\+js
sum_positive: mark cmpl\+jne
sum_positive: mark ret
sum_positive: ret
sum_positive\.cold: call
sum_positive\.cold: jmp
count_zeros_cold: call
count_zeros_cold: jge
count_zeros_cold: jne
count_zeros_cold: call
count_zeros_cold: jmp
count_zeros_cold: ret
count_zeros: mark call
count_zeros: mark testl\+jle
count_zeros: mark jmp
count_zeros: mark cmpl\+je
count_zeros: mark testl\+jne
count_zeros: mark call
count_zeros: mark cmpl\+jne
count_zeros: mark ret
count_zeros: ret
rarely: mark call
rarely: mark cmpl\+je
rarely: mark ret
rarely: call
rarely: jmp
rarely_hot: mark call
rarely_hot: mark cmpl\+je
rarely_hot: mark ret
rarely_hot: mark call
rarely_hot: mark jmp
__x86\.get_pc_thunk\.bx: blanket ret
__x86\.get_pc_thunk\.di: blanket ret
