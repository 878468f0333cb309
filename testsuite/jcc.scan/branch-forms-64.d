#name: 64-bit: every form of branch jcc-scan counts, at each offset from a boundary, is padded off it with every kind padded
#source: branch-forms.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch=jcc+fused+jmp+call+ret+indirect
#scan: --kinds=all
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 32-byte boundary; all [0-9]+ are aligned to at least that
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp\+call\+ret\+indirect, [0-9]+ instructions
  kind +branches +hazards
  jcc +320 +0
  fused +224 +0
  jmp +96 +0
  call +32 +0
  ret +193 +0
  indirect +320 +0
  padding: [0-9]+ NOP instructions, [0-9]+ NOP bytes; [0-9]+ instructions with [0-9]+ redundant segment prefixes
