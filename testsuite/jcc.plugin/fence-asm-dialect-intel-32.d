#name: plugin: fence=drain, 32-bit, -masm=intel: an asm's dialect alternatives are read as GCC prints them
#cc: -O2 -m32 -mclwb -masm=intel
#source: fence-asm-dialect.c
#as: --32
#objdump: -dw

#...
[0-9a-f]+ <dialect_clwb>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
#...
[0-9a-f]+ <dialect_movnti>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movnti[ 	]+%edx,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0xc\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x2,\(%eax\)
#...
[0-9a-f]+ <dialect_sfence>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x3,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <dialect_differ>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+nop
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x4,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
