#name: 64-bit: an archive is scanned member by member and the summary covers them all
#source: archive-a.s archive-b.s
#as: --64
#archive: archive-64.a
#status: 1
[^ ]*archive-64\.a\(archive-64-archive-a\.o\): note: relocatable object: addresses are section offsets, assuming each code section starts on a 32-byte boundary; all 1 are aligned to at least that
[^ ]*archive-64\.a\(archive-64-archive-b\.o\): note: relocatable object: .*
[^ ]*archive-64\.a\(archive-64-archive-a\.o\): 0x1f: jcc: \.text: a_func\+0x1f: bytes \[0x1f,0x21\) cross boundary 0x20
[^ ]*archive-64\.a\(archive-64-archive-b\.o\): 0x1e: jmp: \.text: b_func\+0x1e: bytes \[0x1e,0x20\) end on boundary 0x20
[^ ]*archive-64\.a: summary: boundary 32, kinds jcc\+fused\+jmp, 64 instructions
  kind +branches +hazards
  jcc +2 +1
  fused +0 +0
  jmp +1 +1
#pass
