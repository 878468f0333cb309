#name: plugin: fence-before-call=no, 64-bit: the flush stays pending across the call, fenced before the store
#cc: -O2 -m64 -fplugin-arg-jcc-fence-before-call=no
#source: fence-drain.c
#objdump: -dw

#...
[0-9a-f]+ <flush_call>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+push[ 	]+%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%rsi,%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x1,\(%rbx\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+pop[ 	]+%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
