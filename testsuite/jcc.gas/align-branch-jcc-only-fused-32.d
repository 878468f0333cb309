#name: -malign-branch=jcc+fused, no prefixes: with jcc+fused, the pair moves as a whole (32-bit)
#source: align-branch-jcc-only.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
#...
  1d:	8d 76 00             	lea    0x0\(%esi\),%esi
  20:	39 c3                	cmp    %[er]ax,%ebx
  22:	75 dc                	jne    0 <f>
  24:	c3                   	ret
#pass
