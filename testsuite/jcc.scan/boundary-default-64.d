#name: 64-bit: every branch kind that ends on or crosses a 32-byte boundary: jcc, fused and jmp are reported by default
#source: boundary.s
#as: --64 --defsym X64=1
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
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, [0-9]+ instructions
  kind +branches +hazards
  jcc +8 +4
  fused +0 +0
  jmp +8 +4
  call +4 +2  \(not selected\)
  ret +7 +3  \(not selected\)
  indirect +12 +6  \(not selected\)
  padding: [0-9]+ NOP instructions, [0-9]+ NOP bytes; 0 instructions with 0 redundant segment prefixes
