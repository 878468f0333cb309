#name: 64-bit: every branch kind that ends on or crosses a 32-byte boundary: --kinds=ret reports returns only
#source: boundary.s
#as: --64 --defsym X64=1
#scan: --kinds=ret
#status: 1
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 32-byte boundary; all 1 are aligned to at least that
[^ ]*: 0x55f: ret: \.text: ret_endon\+0x1f: bytes \[0x55f,0x560\) end on boundary 0x560
[^ ]*: 0x61d: ret: \.text: retimm_endon\+0x1d: bytes \[0x61d,0x620\) end on boundary 0x620
[^ ]*: 0x65e: ret: \.text: retimm_cross\+0x1e: bytes \[0x65e,0x661\) cross boundary 0x660
[^ ]*: summary: boundary 32, kinds ret, [0-9]+ instructions
  kind +branches +hazards
  jcc +8 +4  \(not selected\)
  fused +0 +0  \(not selected\)
  jmp +8 +4  \(not selected\)
  call +4 +2  \(not selected\)
  ret +7 +3
  indirect +12 +6  \(not selected\)
  padding: [0-9]+ NOP instructions, [0-9]+ NOP bytes; 0 instructions with 0 redundant segment prefixes
