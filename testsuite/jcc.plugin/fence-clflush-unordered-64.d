#name: plugin: clflush-ordered=no, 64-bit: an mfence orders CLFLUSH
#cc: -O2 -m64 -fplugin-arg-jcc-clflush-ordered=no
#source: fence-drain.c
#objdump: -dw

#...
[0-9a-f]+ <straight>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%rsi,0x40\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x40\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x1,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <old_flush>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x8,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflush[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x1,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#pass
