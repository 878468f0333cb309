#name: 64-bit: after gas -mbranches-within-32B-boundaries no jcc, fused or jmp hazard is left, and the prefix padding is seen
#source: crosscheck.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries
#status: 0
[^ ]*: note: relocatable object: .*
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, [0-9]+ instructions
  kind +branches +hazards
  jcc +22 +0
  fused +57 +0
  jmp +16 +0
  call +15 +[0-9]+  \(not selected\)
  ret +22 +[0-9]+  \(not selected\)
  indirect +0 +0  \(not selected\)
  padding: [0-9]+ NOP instructions, [0-9]+ NOP bytes; [1-9][0-9]* instructions with [1-9][0-9]* redundant segment prefixes
