#name: plugin: fence=drain, 64-bit: the flush of an asm that only reads memory after it is fenced after the asm, the one that CMPccXADD orders is not
#cc: -O2 -m64
#source: fence-asm-operands.c
#objdump: -dw

#...
[0-9a-f]+ <att_compare>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmpl[ 	]+\$0x0,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+btl[ 	]+\$0x1,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <att_cmpccxadd>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmpbexadd[ 	]+%eax,%ecx,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <intel_loads>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x0,%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmpl[ 	]+\$0x1,0x0
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+fstp[ 	]+%st\(1\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
