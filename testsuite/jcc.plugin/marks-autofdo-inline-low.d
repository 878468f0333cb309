#name: plugin: -fauto-profile, inline instance: the copy of clamp () in main's loop that takes its second side has both tests marked, not the calls
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-inline.c
#autofdo: marks-profile-inline-low.autofdo
#scan: marks
directive: \.align_branch 32, none
report: mark ret
main: jle
main: call
main: jle
main: jg
main: jge
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
main: call
main: jge
main: jmp
main: jmp
main: jmp

