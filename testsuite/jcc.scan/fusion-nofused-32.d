#name: 32-bit: without --kinds=fused a fused pair counts as its Jcc alone
#source: fusion.s
#as: --32
#scan: --kinds=jcc
#status: 0
[^ ]*: note: .*
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
  kind +branches +hazards
  jcc +120 +0
  fused +0 +0  \(not selected\)
  jmp +0 +0  \(not selected\)
  call +0 +0  \(not selected\)
  ret +0 +0  \(not selected\)
  indirect +0 +0  \(not selected\)
  padding: .*
