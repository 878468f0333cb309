#name: plugin: without a profile, select=hot follows GCC's guesses on the same source
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-profile.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp\+call\+ret\+indirect
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp\+call\+ret\+indirect
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp\+call\+ret\+indirect
directive: \.align_branch pop
negate_and_log: mark ret
scale: blanket js
scale: blanket ret
scale: blanket jmp
never_trained: blanket je
never_trained: blanket jne
never_trained: blanket ret
main: mark cmpl\+jg
main: blanket call
main: blanket jge
main: blanket jg
main: blanket call
main: blanket ret
main: call
main: jg
main: jmp
main: call
main: jmp
