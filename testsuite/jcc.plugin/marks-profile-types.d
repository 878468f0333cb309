#name: plugin: with -fprofile-use and types=jcc+fused+jmp, hot calls and returns stay unmarked
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-profile.c
#profile: 100000
#scan: marks
directive: \.align_branch 32, none
main: jle
main: call
main: jle
main: call
main: jl
main: je
main: je
main: je
main: je
main: je
main: je
main: je
main: call
main: call
main: call
main: call
main: call
main: call
main: call
main: jl
main: call
main: call
main: call
main: call
main: call
main: call
main: call
main: call
main: mark cmpl\+jge
#...
scale: mark testl\+jns
scale: mark jmp
scale\.cold: ret
negate_and_log: ret
never_trained: je
never_trained: jne
never_trained: jmp
never_trained: ret
