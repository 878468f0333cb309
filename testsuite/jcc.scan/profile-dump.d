#name: --dump-insns with --profile says how often each instruction ran
#source: profile.s
#as: --64
#ld: -e _start
#callgrind: yes
#scan: --profile=@PROFILE@ --top=0 --dump-insns
#status: 1
[^ ]*: \.text: 0x401000 5 - count=1 \| mov +\$0x3e8,%ecx
[^ ]*: \.text: 0x401005 2 jmp count=1 \| jmp .*
[^ ]*: \.text: 0x401007 1 - store count=0 \| int3
#...
[^ ]*: \.text: 0x401020 1 - nop count=1000 \| nop
#...
[^ ]*: \.text: 0x40103d 2 - fuse=3 count=1000 \| dec +%ecx
[^ ]*: \.text: 0x40103f 2 jcc cc=5 fused count=1000 \| jne .*
[^ ]*: \.text: 0x401041 2 jmp count=1 \| jmp .*
#...
[^ ]*: \.text: 0x40107e 2 jmp count=1 \| jmp .*
#...
  executed padding: 29030 NOPs, 29030 NOP bytes, 0 instructions with padding prefixes
