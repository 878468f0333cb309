#name: `.+N' over a fence and an alignment, `.-N' and `.+N' over a jump and a fence either side of where they point, are warned about
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

0+12 <back_unknown>:
 +12:	8b 06 +	mov +\(%rsi\),%eax
 +14:	0f ae e8 +	lfence
 +17:	75 02 +	jne +1b <fwd_unknown>
 +19:	eb f7 +	jmp +12 <back_unknown>

0+1b <fwd_unknown>:
 +1b:	85 c0 +	test +%eax,%eax
 +1d:	75 07 +	jne +26 +<fwd_unknown\+0xb>
 +1f:	e9 cf 00 00 00 +	jmp +f3 <far_away>
 +24:	8b 06 +	mov +\(%rsi\),%eax
 +26:	0f ae e8 +	lfence
 +29:	90 +	nop
 +2a:	c3 +	ret
#...
0+f3 <far_away>:
 +f3:	90 +	nop
