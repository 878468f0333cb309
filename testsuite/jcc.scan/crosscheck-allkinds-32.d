#name: 32-bit: after gas -malign-branch=jcc+fused+jmp+call+ret+indirect no branch of any kind is a hazard
#source: crosscheck.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call+ret+indirect
#scan: --kinds=all
#status: 0
#...
  jcc +22 +0
  fused +57 +0
  jmp +16 +0
  call +15 +0
  ret +22 +0
  indirect +0 +0
#pass
