#name: plugin: under the default types, an inline retpoline call has its jmps padded, an inline return nothing (32-bit)
#cc: -O2 -m32 -fno-pie -mindirect-branch=thunk-inline -mfunction-return=thunk-inline -fplugin-arg-jcc-select=all
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jmp
directive: \.align_branch pop
apply: mark testl\+jle
apply: blanket jmp
apply: call
apply: blanket jmp
apply: ret
apply: call
apply: mark cmpl\+jne
apply: call
apply: jmp
apply: ret
apply: call
apply: jmp
apply: ret
pick: call
pick: jmp
pick: ret
pick: call
pick: jmp
pick: ret
pick: call
pick: jmp
pick: ret
pick: call
pick: jmp
pick: ret

