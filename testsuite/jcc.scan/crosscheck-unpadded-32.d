#name: 32-bit: unpadded compiler-like code has jcc/fused/jmp hazards
#source: crosscheck.s
#as: --32
#status: 1
#...
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, [0-9]+ instructions
  kind +branches +hazards
  jcc +22 +[0-9]+
  fused +57 +[1-9][0-9]*
  jmp +16 +[0-9]+
#pass
