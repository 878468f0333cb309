#name: plugin: select=hot marks the hot loop, not the cold path, the cold function or the rare path (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
sum_positive: mark testl\+jle
sum_positive: mark testl\+js
sum_positive: mark cmpq\+jne
sum_positive: mark ret
sum_positive: ret
sum_positive\.cold: call
sum_positive\.cold: ret
count_zeros_cold: jle
count_zeros_cold: jne
count_zeros_cold: call
count_zeros_cold: jmp
count_zeros_cold: ret
count_zeros: mark testl\+jle
count_zeros: mark jmp
count_zeros: mark cmpq\+je
count_zeros: mark testl\+jne
count_zeros: mark call
count_zeros: mark cmpq\+jne
count_zeros: mark ret
count_zeros: ret
rarely: mark cmpl\+je
rarely: mark ret
rarely: jmp
rarely_hot: mark cmpl\+je
rarely_hot: mark ret
rarely_hot: mark jmp
