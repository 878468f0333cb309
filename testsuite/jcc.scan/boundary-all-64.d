#name: 64-bit: every branch kind that ends on or crosses a 32-byte boundary is a hazard with --kinds=all
#source: boundary.s
#as: --64 --defsym X64=1
#scan: --kinds=jcc+fused+jmp+call+ret+indirect
#status: 1
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 32-byte boundary; all 1 are aligned to at least that
[^ ]*: 0x5e: jcc: \.text: jcc8_endon\+0x1e: bytes \[0x5e,0x60\) end on boundary 0x60
[^ ]*: 0x9f: jcc: \.text: jcc8_cross\+0x1f: bytes \[0x9f,0xa1\) cross boundary 0xa0
[^ ]*: 0x15a: jcc: \.text: jcc32_endon\+0x1a: bytes \[0x15a,0x160\) end on boundary 0x160
[^ ]*: 0x19b: jcc: \.text: jcc32_cross\+0x1b: bytes \[0x19b,0x1a1\) cross boundary 0x1a0
[^ ]*: 0x25e: jmp: \.text: jmp8_endon\+0x1e: bytes \[0x25e,0x260\) end on boundary 0x260
[^ ]*: 0x29f: jmp: \.text: jmp8_cross\+0x1f: bytes \[0x29f,0x2a1\) cross boundary 0x2a0
[^ ]*: 0x35b: jmp: \.text: jmp32_endon\+0x1b: bytes \[0x35b,0x360\) end on boundary 0x360
[^ ]*: 0x39c: jmp: \.text: jmp32_cross\+0x1c: bytes \[0x39c,0x3a1\) cross boundary 0x3a0
[^ ]*: 0x45b: call: \.text: call_endon\+0x1b: bytes \[0x45b,0x460\) end on boundary 0x460
[^ ]*: 0x49c: call: \.text: call_cross\+0x1c: bytes \[0x49c,0x4a1\) cross boundary 0x4a0
[^ ]*: 0x55f: ret: \.text: ret_endon\+0x1f: bytes \[0x55f,0x560\) end on boundary 0x560
[^ ]*: 0x61d: ret: \.text: retimm_endon\+0x1d: bytes \[0x61d,0x620\) end on boundary 0x620
[^ ]*: 0x65e: ret: \.text: retimm_cross\+0x1e: bytes \[0x65e,0x661\) cross boundary 0x660
[^ ]*: 0x71e: indirect: \.text: jmpreg_endon\+0x1e: bytes \[0x71e,0x720\) end on boundary 0x720
[^ ]*: 0x75f: indirect: \.text: jmpreg_cross\+0x1f: bytes \[0x75f,0x761\) cross boundary 0x760
[^ ]*: 0x81d: indirect: \.text: jmpmem_endon\+0x1d: bytes \[0x81d,0x820\) end on boundary 0x820
[^ ]*: 0x85e: indirect: \.text: jmpmem_cross\+0x1e: bytes \[0x85e,0x861\) cross boundary 0x860
[^ ]*: 0x91e: indirect: \.text: callreg_endon\+0x1e: bytes \[0x91e,0x920\) end on boundary 0x920
[^ ]*: 0x95f: indirect: \.text: callreg_cross\+0x1f: bytes \[0x95f,0x961\) cross boundary 0x960
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp\+call\+ret\+indirect, [0-9]+ instructions
  kind +branches +hazards
  jcc +8 +4
  fused +0 +0
  jmp +8 +4
  call +4 +2
  ret +7 +3
  indirect +12 +6
  padding: [0-9]+ NOP instructions, [0-9]+ NOP bytes; 0 instructions with 0 redundant segment prefixes
