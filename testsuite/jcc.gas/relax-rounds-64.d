#name: a section with an ALIGN_PADDING frag that may pad is relaxed in every round (64-bit)
#source: relax-rounds.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 --relax-through-alignments -malign-branch-extend-alignment -I$srcdir/$subdir
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <L205-0xa0>:
 +0:	c3 +	ret
 +1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +c:	0f 1f 40 00 +	nopl   0x0\(%rax\)
 +10:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1b:	0f 1f 44 00 00 +	nopl   0x0\(%rax,%rax,1\)
 +20:	0f 85 00 00 00 00 +	jne    26 <L205-0x7a>
 +26:	e9 00 00 00 00 +	jmp    2b <L205-0x75>
 +2b:	e9 70 00 00 00 +	jmp    a0 <L205>
 +30:	85 c0 +	test   %eax,%eax
#pass
