#name: 64-bit: --dump-insns marks the jumps of macro-fused pairs
#source: fusion-dump.s
#as: --64 --defsym X64=1
#scan: --dump-insns --kinds=all
#status: 0
[^ ]*: \.text: 0x0 2 - fuse=2 \| cmp +%eax,%ecx
[^ ]*: \.text: 0x2 2 jcc cc=5 fused \| jne .*
[^ ]*: \.text: 0x4 2 - fuse=1 \| test +%eax,%eax
[^ ]*: \.text: 0x6 1 - nop \| nop
[^ ]*: \.text: 0x7 2 jcc cc=4 \| je .*
[^ ]*: \.text: 0x9 3 - \| cmpl +\$0x1,\(%rdi\)
[^ ]*: \.text: 0xc 2 jcc cc=5 \| jne .*
[^ ]*: \.text: 0xe 3 - fuse=2 \| add +\$0x1,%eax
[^ ]*: \.text: 0x11 2 jcc cc=2 fused \| jb .*
[^ ]*: \.text: 0x13 2 - fuse=3 \| inc +%eax
[^ ]*: \.text: 0x15 2 jcc cc=2 \| jb .*
[^ ]*: \.text: 0x17 2 - fuse=2 \| cmp +%eax,%ecx
[^ ]*: \.text: 0x19 2 jcc cc=5 \| jne .*
[^ ]*: \.text: 0x1b 1 ret \| ret
[^ ]*: note: relocatable object: .*
#...
