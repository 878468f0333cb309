#name: 64-bit: --dump-insns shows each instruction's length, class, fusion group and padding
#source: padding-64.s
#as: --64
#scan: --dump-insns
#status: 0
[^ ]*: \.text: 0x0 3 - pad=1 \| cs mov %eax,%ebx
[^ ]*: \.text: 0x3 5 - pad=3 \| cs cs ds mov \(%rax\),%ebx
[^ ]*: \.text: 0x8 3 - fuse=2 pad=1 \| es add %eax,%ecx
[^ ]*: \.text: 0xb 3 - fuse=2 pad=1 \| ss add %eax,%ecx
[^ ]*: \.text: 0xe 3 - \| mov %fs:\(%rax\),%ebx
[^ ]*: \.text: 0x11 1 - nop \| nop
[^ ]*: \.text: 0x12 2 - nop \| xchg %ax,%ax
[^ ]*: \.text: 0x14 3 - nop \| nopl \(%rax\)
[^ ]*: \.text: 0x17 10 - nop \| cs nopw 0x0\(%rax,%rax,1\)
[^ ]*: \.text: 0x21 3 jcc cc=5 \| jne,pn @
[^ ]*: \.text: 0x24 3 jmp\* \| notrack jmp \*%rax
[^ ]*: \.text: 0x27 4 - pad=1 \| fs mov %fs:\(%rax\),%ebx
[^ ]*: \.text: 0x2b 1 ret \| ret
#pass
