#name: 64-bit: with --boundary=64 branches around a 32-byte boundary inside a 64-byte block are no hazards
#source: boundary.s
#as: --64 --defsym X64=1
#scan: --boundary=64 --kinds=all
#status: 0
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 64-byte boundary; all 1 are aligned to at least that
[^ ]*: summary: boundary 64, kinds jcc\+fused\+jmp\+call\+ret\+indirect, [0-9]+ instructions
  kind +branches +hazards
  jcc +8 +0
  fused +0 +0
  jmp +8 +0
  call +4 +0
  ret +7 +0
  indirect +12 +0
#pass
