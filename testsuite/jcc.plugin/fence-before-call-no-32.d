#name: plugin: fence-before-call=no, 32-bit: the flush stays pending across the call, fenced before the store
#cc: -O2 -m32 -fplugin-arg-jcc-fence-before-call=no
#source: fence-drain.c
#as: --32
#objdump: -dw

#...
[0-9a-f]+ <flush_call>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+push[ 	]+%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x2,%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sub[ 	]+\$0x8,%esp
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x10\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x14\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x8,%esp
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+pop[ 	]+%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
