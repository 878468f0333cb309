#name: plugin: retpolines through external thunks (thunk-extern), no thunk written (32-bit, not PIC)
#cc: -O2 -m32 -fno-pie -mindirect-branch=thunk-extern -mfunction-return=thunk-extern -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
apply: mark testl\+jle
apply: mark call
apply: mark cmpl\+jne
apply: mark jmp
apply: mark jmp
pick: mark jmp
pick: mark jmp
pick: mark jmp
pick: mark jmp
