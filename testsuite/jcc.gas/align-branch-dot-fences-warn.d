#name: `.+N' on over a fence and an alignment is warned about
#source: align-branch-dot-fences-warn.s
#as: --64 -mlfence-after-load=yes
#objdump: -dw
#warning_output: align-branch-dot-fences-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <fwd_align>:
 +0:	eb 06 +	jmp +8 <fwd_align\+0x8>
 +2:	8b 06 +	mov +\(%rsi\),%eax
 +4:	0f ae e8 +	lfence
 +7:	90 +	nop
 +8:	90 +	nop
 +9:	c3 +	ret

0+a <fwd_fine>:
 +a:	eb 05 +	jmp +11 <fwd_fine\+0x7>
 +c:	8b 06 +	mov +\(%rsi\),%eax
 +e:	0f ae e8 +	lfence
 +11:	c3 +	ret
