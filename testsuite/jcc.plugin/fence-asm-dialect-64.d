#name: plugin: fence=drain, 64-bit, -masm=att: an asm's dialect alternatives are read as GCC prints them
#cc: -O2 -m64 -mclwb -masm=att
#source: fence-asm-dialect.c
#objdump: -dw

#...
[0-9a-f]+ <dialect_clwb>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%rsi\)
#...
[0-9a-f]+ <dialect_movnti>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movnti[ 	]+%esi,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x2,\(%rdx\)
#...
[0-9a-f]+ <dialect_sfence>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x3,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <dialect_differ>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x4,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
