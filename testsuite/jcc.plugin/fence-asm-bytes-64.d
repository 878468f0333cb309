#name: plugin: fence=drain, 64-bit: flushes, fences and weakly ordered stores written as bytes in an asm are decoded
#cc: -O2 -m64 -mclwb
#source: fence-asm-bytes.c
#objdump: -dw

#...
[0-9a-f]+ <bytes_clwb>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%[re][a-z]+\)
#...
[0-9a-f]+ <bytes_clflushopt>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x2,\(%[re][a-z]+\)
#...
[0-9a-f]+ <bytes_movnti>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movnti[ 	]+%eax,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x3,\(%[re][a-z]+\)
#...
[0-9a-f]+ <bytes_sfence>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%[re][a-z]+\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x4,\(%[re][a-z]+\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <bytes_lock>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%[re][a-z]+\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+lock orl[ 	]+\$0x0,\(%rsp\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x5,\(%[re][a-z]+\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <bytes_undecoded>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cld
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x6,\(%[re][a-z]+\)
#pass
