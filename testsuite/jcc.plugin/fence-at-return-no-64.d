#name: plugin: fence-at-return=no, 64-bit: a flush may stay pending at a return
#cc: -O2 -m64 -fplugin-arg-jcc-fence-at-return=no
#source: fence-drain.c
#objdump: -dw

#...
[0-9a-f]+ <correct>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%rsi,0x100\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x100\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x4,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <flush_return>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#pass
