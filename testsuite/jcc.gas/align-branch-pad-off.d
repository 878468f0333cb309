#name: .align_branch pad does nothing outside code or while branches are not aligned
#source: align-branch-pad-off.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-stats
#warning_output: align-branch-pad-off.l
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <\.text>:
 +0:	eb 05                	jmp    (0x)?7( <.*>)?
 +2:	83 c0 01             	add    \$0x1,%eax
 +5:	eb fb                	jmp    (0x)?2( <.*>)?
 +7:	c3                   	ret
