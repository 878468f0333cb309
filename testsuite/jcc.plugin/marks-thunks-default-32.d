#name: plugin: in 32-bit PIC code, __x86.get_pc_thunk.bx is left alone when neither calls nor returns are marked
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select=all
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
apply: call
apply: mark testl\+jle
apply: call
apply: mark cmpl\+jne
apply: ret
apply: ret
pick: call
pick: jmp
pick: ret
pick: ret
pick: ret
__x86\.get_pc_thunk\.ax: ret
__x86\.get_pc_thunk\.bx: ret
