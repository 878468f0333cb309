#name: plugin: without a profile, select=hot follows GCC's guesses on the same source
#cc: -O2 -m64 -fplugin-arg-jcc-select
#source: marks-profile.c
#scan: marks
directive: \.align_branch 32, none
negate_and_log: ret
scale: mark testl\+js
scale: ret
scale: mark jmp
never_trained: mark testb\+je
never_trained: mark testb\+jne
never_trained: ret
main: mark cmpl\+jg
main: call
main: mark cmpl\+jge
main: mark cmpl\+jg
main: call
main: ret
main: call
main: jg
main: jmp
main: call
main: jmp
