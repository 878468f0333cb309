#name: plugin: inline retpolines (thunk-inline) are marked for their first call (64-bit)
#cc: -O2 -m64 -mindirect-branch=thunk-inline -mfunction-return=thunk-inline -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
apply: mark testl\+jle
apply: jmp
apply: mark call
apply: jmp
apply: ret
apply: call
apply: mark cmpl\+jne
apply: mark call
apply: jmp
apply: ret
apply: mark call
apply: jmp
apply: ret
pick: mark call
pick: jmp
pick: ret
pick: mark call
pick: jmp
pick: ret
pick: mark call
pick: jmp
pick: ret
pick: mark call
pick: jmp
pick: ret
