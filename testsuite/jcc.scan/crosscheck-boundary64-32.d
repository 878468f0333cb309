#name: 32-bit: code gas aligned for a 64-byte boundary passes --boundary=64
#source: crosscheck.s
#as: --32 -malign-branch-boundary=64 -malign-branch=jcc+fused+jmp
#scan: --boundary=64
#status: 0
[^ ]*: note: relocatable object: addresses are section offsets, assuming each code section starts on a 64-byte boundary; all 1 are aligned to at least that
[^ ]*: summary: boundary 64, kinds jcc\+fused\+jmp, [0-9]+ instructions
#...
  fused +57 +0
#pass
