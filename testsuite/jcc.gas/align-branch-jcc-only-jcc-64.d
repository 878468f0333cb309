#name: -malign-branch=jcc, no prefixes: with jcc but not fused, a fused jump is padded alone, a NOP between the halves (as 2.40) (64-bit)
#source: align-branch-jcc-only.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
#...
  1d:	39 c3                	cmp    %[er]ax,%ebx
  1f:	90                   	nop
  20:	75 de                	jne    0 <f>
  22:	c3                   	ret
#pass
