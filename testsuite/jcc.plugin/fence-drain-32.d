#name: plugin: fence=drain, 32-bit (no SSE: the sfence is an asm statement): as in 64-bit
#target: [jcc_gcc12]
#cc: -O2 -m32
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
[0-9a-f]+ <loop_commit>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0xc\(%esp\),%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmp[ 	]+%edx,%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+jae[ 	]+[0-9a-f]+ <loop_commit\+0x[0-9a-f]+>
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x40,%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmp[ 	]+%edx,%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+jb[ 	]+[0-9a-f]+ <loop_commit\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x2,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <one_arm>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+test[ 	]+%edx,%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+je[ 	]+[0-9a-f]+ <one_arm\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x40\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x3,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x60\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x3,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <correct>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+%edx,0x80\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+0x80\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x4,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <stream_flag>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+\$0x5,%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movnti[ 	]+%edx,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <asm_idioms>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+0x20\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x6,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <asm_fenced>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%edx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%edx\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x7,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflushopt[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <flush_return>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <old_flush>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x4\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x8,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clflush[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x8\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#?[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+.*(nop|xchg|lea +0x0\(%esi|mov +%esi,%esi).*
#...
[0-9a-f]+ <flush_call>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+push[ 	]+%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x2,%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sub[ 	]+\$0x8,%esp
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x10\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+call[ 	]+[0-9a-f]+ <flush_call\+0x[0-9a-f]+>
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+mov[ 	]+0x14\(%esp\),%eax
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,\(%eax\)
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+add[ 	]+\$0x8,%esp
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+pop[ 	]+%ebx
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+ret
#pass
