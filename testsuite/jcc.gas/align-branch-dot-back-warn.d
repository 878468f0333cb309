#name: `.-N' back over padding and an alignment is warned about
#source: align-branch-dot-back-warn.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp
#objdump: -dw
#warning_output: align-branch-dot-back-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <back_align>:
 +0:	89 c2 +	mov +%eax,%edx
 +2:	66 90 +	xchg +%ax,%ax
 +4:	39 c3 +	cmp +%eax,%ebx
 +6:	75 fa +	jne +2 <back_align\+0x2>
 +8:	c3 +	ret

0+9 <back_fine>:
 +9:	39 c3 +	cmp +%eax,%ebx
 +b:	75 fc +	jne +9 <back_fine>
 +d:	c3 +	ret
