#name: --function=REGEX limits the scan to the functions it matches
#source: boundary.s
#as: --64 --defsym X64=1
#scan: --kinds=all --function=^jcc8_
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x5e: jcc: \.text: jcc8_endon\+0x1e: .*
[^ ]*: 0x9f: jcc: \.text: jcc8_cross\+0x1f: .*
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp\+call\+ret\+indirect, 126 instructions
  kind +branches +hazards
  jcc +4 +2
  fused +0 +0
  jmp +0 +0
  call +0 +0
  ret +0 +0
  indirect +0 +0
#pass
