#name: plugin: in 32-bit PIC code, the ret of __x86.get_pc_thunk.bx is padded when returns are
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+call+ret -fplugin-arg-jcc-mark-regions=0
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
apply: mark call
apply: jle
apply: call
apply: jne
apply: mark ret
apply: mark ret
pick: mark call
pick: jmp
pick: mark ret
pick: mark ret
pick: mark ret
__x86\.get_pc_thunk\.ax: blanket ret
__x86\.get_pc_thunk\.bx: blanket ret
