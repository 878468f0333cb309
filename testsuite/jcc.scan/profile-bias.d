#name: the load bias of a relocated profile is estimated from its function names
#source: profile.s
#as: --64
#ld: -pie --no-dynamic-linker
#callgrind: bias 0x555555554000
#scan: --profile=@PROFILE@ --top=1
#status: 1
[^ ]*: 0x103d: fused: \.text: loop\+0x1d: bytes \[0x103d,0x1041\) cross boundary 0x1040 executed 1000
[^ ]*: 0x107e: jmp: \.text: done\+0x1e: bytes \[0x107e,0x1080\) end on boundary 0x1080 executed 1
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, [0-9]+ instructions
#...
  profile: [^ ]*, load bias 0x555555554000 \(functions agreeing: [1-9]\), 31034 instructions executed
  kind +executed +in hazards +share
  jcc +0 +0 +0\.00%
  fused +1000 +1000 +100\.00%
  jmp +3 +1 +33\.33%
  call +0 +0 +0\.00%  \(not selected\)
  ret +0 +0 +0\.00%  \(not selected\)
  indirect +0 +0 +0\.00%  \(not selected\)
  executed padding: 29030 NOPs, 29030 NOP bytes, 0 instructions with padding prefixes
  hottest hazards:
 +1\. +1000  0x103d fused loop\+0x1d
