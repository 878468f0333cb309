#name: plugin: with -fauto-profile, select=hot marks what the samples call hot, and follows GCC's guesses where they list nothing
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile.c
#autofdo: marks-profile.autofdo
#scan: marks
directive: \.align_branch 32, none
negate_and_log: mark ret
scale: mark testl\+jns
scale: mark jmp
scale: ret
never_trained: mark testb\+je
never_trained: mark cmpb\+jne
never_trained: mark testb\+jne
never_trained: mark ret
#...
main: mark cmpl\+jge
#pass
