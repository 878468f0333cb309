#name: plugin: clflush-ordered=no, 32-bit: an mfence orders CLFLUSH
#cc: -O2 -m32 -fplugin-arg-jcc-clflush-ordered=no
#source: fence-drain.c
#as: --32
#objdump: -dw

#...
[0-9a-f]+ <straight>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%edx,0x20\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x20\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <old_flush>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x8,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflush[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#pass
