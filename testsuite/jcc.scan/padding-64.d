#name: 64-bit: cs/ds/es/ss prefixes count as padding, and fs beyond the override; the override, branch hints and notrack do not; NOP forms are counted in bytes
#source: padding-64.s
#as: --64
#status: 0
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 32-byte boundary; 1 of 1 are aligned less, e.g. \.text to 1
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, 13 instructions
  kind +branches +hazards
  jcc +1 +0
  fused +0 +0
  jmp +0 +0
  call +0 +0  \(not selected\)
  ret +1 +0  \(not selected\)
  indirect +1 +0  \(not selected\)
  padding: 4 NOP instructions, 16 NOP bytes; 5 instructions with 7 redundant segment prefixes
