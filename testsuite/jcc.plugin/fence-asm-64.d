#name: plugin: fence=drain: an xchg of registers in an asm with a "memory" clobber is no fence; an xchg with memory is
#cc: -O2 -m64 -mclwb
#source: fence-asm.c
#objdump: -dw

#...
[0-9a-f]+ <xchg_registers>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+xchg[ 	]+%r[a-z0-9]+,%r[a-z0-9]+
#...
[0-9a-f]+ <xchg_memory>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+xchg[ 	]+%r[a-z0-9]+,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
