#name: plugin: -fauto-profile without the inline instance: the copy of clamp () in main's loop follows GCC's guesses, both sides marked
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-inline.c
#autofdo: marks-profile-inline-none.autofdo
#scan: marks
directive: \.align_branch 32, none
report: mark ret
main: jle
main: call
main: jle
main: jg
main: jl
main: jl
main: je
main: je
main: je
main: jg
main: jge
main: jg
main: jge
main: jg
main: jge
main: jge
main: call
main: ret
main: mark cmpl\+jge
main: mark cmpl\+jg
main: mark cmpl\+jge
main: mark cmpl\+jg
main: mark cmpl\+jge
main: mark cmpl\+jg
main: mark cmpl\+jge
main: mark cmpl\+jl
main: mark cmpl\+jle
main: mark call
main: mark jmp
main: mark call
main: mark cmpl\+jle
main: mark call
main: mark jmp
main: mark call
main: mark jmp
main: jmp
main: call
main: jmp
main: jmp
main: call
main: jmp
main: call
main: jmp
main: call
main: jmp
main: jmp

