#name: plugin: fence=drain, 64-bit: one sfence per unordered flush, after a loop, only on the path without one, none where PMDK-style code has them
#target: [jcc_gcc12]
#cc: -O2 -m64
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
[0-9a-f]+ <loop_commit>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmp[ 	]+%rdx,%rsi
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+jae[ 	]+[0-9a-f]+ <loop_commit\+0x[0-9a-f]+>
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x40,%rsi
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmp[ 	]+%rdx,%rsi
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+jb[ 	]+[0-9a-f]+ <loop_commit\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x2,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#...
[0-9a-f]+ <one_arm>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+test[ 	]+%esi,%esi
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+je[ 	]+[0-9a-f]+ <one_arm\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x80\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x3,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0xc0\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x3,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
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
[0-9a-f]+ <stream_flag>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+\$0x5,%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movnti[ 	]+%eax,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <asm_idioms>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+0x40\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x6,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <asm_fenced>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x7,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <flush_return>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <old_flush>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x8,\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflush[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x1,\(%rsi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <flush_call>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+push[ 	]+%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%rsi,%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%rdi\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movq[ 	]+\$0x1,\(%rbx\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+pop[ 	]+%rbx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
