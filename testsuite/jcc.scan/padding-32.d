#name: 32-bit: a segment prefix is padding only when unused, naming the default segment or repeating the override; lea NOPs are counted
#source: padding-32.s
#as: --32
#status: 0
[^ ]*: note: relocatable object: .*
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, 14 instructions
  kind +branches +hazards
  jcc +0 +0
  fused +0 +0
  jmp +0 +0
  call +0 +0  \(not selected\)
  ret +1 +0  \(not selected\)
  indirect +0 +0  \(not selected\)
  padding: 4 NOP instructions, 13 NOP bytes; 6 instructions with 7 redundant segment prefixes
