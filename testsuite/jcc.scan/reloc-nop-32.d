#name: 32-bit: an instruction with a relocation in it is no NOP, whatever its bytes
#source: reloc-nop.s
#as: --32
#scan: --dump-insns
#status: 0
[^ ]*: \.text: 0x0 6 - \| lea 0x0\(%esi\),%esi
[^ ]*: \.text: 0x6 6 - nop \| lea 0x0\(%esi\),%esi
[^ ]*: \.text: 0xc 6 - \| mov 0x0\(%edi\),%eax
[^ ]*: \.text: 0x12 7 - nop \| lea 0x0\(%esi,%eiz,1\),%esi
[^ ]*: \.text: 0x19 7 - \| lea 0x0\(%esi,%eiz,1\),%esi
[^ ]*: \.text: 0x20 1 ret \| ret
#pass
