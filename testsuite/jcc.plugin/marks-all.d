#name: plugin: select=all marks every branch of every kind, cold code included
#cc: -O2 -m64 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
sum_positive: mark testl\+jle
sum_positive: mark testl\+js
sum_positive: mark cmpq\+jne
sum_positive: mark ret
sum_positive: mark ret
sum_positive\.cold: mark call
sum_positive\.cold: mark ret
count_zeros_cold: mark cmpl\+jle
count_zeros_cold: mark jne
count_zeros_cold: mark call
count_zeros_cold: mark jmp
count_zeros_cold: mark ret
count_zeros: mark testl\+jle
count_zeros: mark jmp
count_zeros: mark cmpq\+je
count_zeros: mark testl\+jne
count_zeros: mark call
count_zeros: mark cmpq\+jne
count_zeros: mark ret
count_zeros: mark ret
rarely: mark cmpl\+je
rarely: mark ret
rarely: mark jmp
rarely_hot: mark cmpl\+je
rarely_hot: mark ret
rarely_hot: mark jmp
