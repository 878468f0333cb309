#name: plugin: retpolines (-mindirect-branch=thunk, -mfunction-return=thunk) are marked as the calls and jumps they print; the thunks are padded as blanket (64-bit)
#cc: -O2 -m64 -mindirect-branch=thunk -mfunction-return=thunk -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
apply: mark testl\+jle
apply: mark call
apply: mark cmpl\+jne
apply: mark jmp
apply: mark jmp
pick: mark jmp
pick: mark jmp
pick: mark jmp
pick: mark jmp
__x86_return_thunk: blanket call
__x86_return_thunk: jmp
__x86_return_thunk: blanket ret
__x86_indirect_thunk_rax: blanket call
__x86_indirect_thunk_rax: jmp
__x86_indirect_thunk_rax: blanket ret
