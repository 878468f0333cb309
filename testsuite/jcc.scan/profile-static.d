#name: a static executable's profile, whose object callgrind calls ???, is matched by its command
#source: profile.s
#as: --64
#ld: -e _start
#callgrind: yes
#scan: --profile=@PROFILE@ --top=0
#status: 1
[^ ]*: 0x40103d: fused: \.text: loop\+0x1d: bytes \[0x40103d,0x401041\) cross boundary 0x401040 executed 1000
[^ ]*: 0x40107e: jmp: \.text: done\+0x1e: bytes \[0x40107e,0x401080\) end on boundary 0x401080 executed 1
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, [0-9]+ instructions
#...
  profile: [^ ]*, load bias 0x0 \(functions agreeing: 0\), 31034 instructions executed
  kind +executed +in hazards +share
  jcc +0 +0 +0\.00%
  fused +1000 +1000 +100\.00%
  jmp +3 +1 +33\.33%
  call +0 +0 +0\.00%  \(not selected\)
  ret +0 +0 +0\.00%  \(not selected\)
  indirect +0 +0 +0\.00%  \(not selected\)
  executed padding: 29030 NOPs, 29030 NOP bytes, 0 instructions with padding prefixes
