#name: plugin: inline retpolines (thunk-inline) have their calls, rets and jmps padded in a blanket region (64-bit)
#cc: -O2 -m64 -mindirect-branch=thunk-inline -mfunction-return=thunk-inline -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jmp\+call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
apply: mark testl\+jle
apply: blanket jmp
apply: blanket call
apply: blanket jmp
apply: blanket ret
apply: blanket call
apply: mark cmpl\+jne
apply: blanket call
apply: jmp
apply: blanket ret
apply: blanket call
apply: jmp
apply: blanket ret
pick: blanket call
pick: jmp
pick: blanket ret
pick: blanket call
pick: jmp
pick: blanket ret
pick: blanket call
pick: jmp
pick: blanket ret
pick: blanket call
pick: jmp
pick: blanket ret

