#name: plugin: types=call+ret marks calls and returns only, and no fused pair
#cc: -O2 -m64 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+ret
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
sum_positive: jle
sum_positive: js
sum_positive: jne
sum_positive: mark ret
sum_positive: mark ret
sum_positive\.cold: mark call
sum_positive\.cold: mark ret
count_zeros_cold: jle
count_zeros_cold: jne
count_zeros_cold: mark call
count_zeros_cold: jmp
count_zeros_cold: mark ret
count_zeros: jle
count_zeros: jmp
count_zeros: je
count_zeros: jne
count_zeros: mark call
count_zeros: jne
count_zeros: mark ret
count_zeros: mark ret
rarely: je
rarely: mark ret
rarely: jmp
rarely_hot: je
rarely_hot: mark ret
rarely_hot: jmp
