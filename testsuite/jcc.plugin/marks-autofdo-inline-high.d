#name: plugin: -fauto-profile, inline instance: the copy of clamp () in main's loop that takes its first side has its calls marked, not its second test
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-inline.c
#autofdo: marks-profile-inline-high.autofdo
#scan: marks
directive: \.align_branch 32, none
report: mark ret
main: jle
main: call
main: jle
main: jle
main: call
main: jl
main: je
main: je
main: je
main: jle
main: call
main: jle
main: call
main: jle
main: call
main: jge
main: call
main: ret
main: mark call
main: mark cmpl\+jle
main: mark call
main: mark cmpl\+jle
main: mark call
main: mark cmpl\+jle
main: mark call
main: mark cmpl\+jl
main: mark cmpl\+jg
main: jge
main: jge
main: jmp
main: jmp
main: jmp

