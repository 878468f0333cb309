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
 +17:	0f 85 da 00 00 00 +	jne +f7 <far_away>
 +1d:	eb f9 +	jmp +18 +<back_unknown\+0x6>

0+1f <fwd_unknown>:
 +1f:	85 c0 +	test +%eax,%eax
 +21:	75 07 +	jne +2a +<fwd_unknown\+0xb>
 +23:	e9 cf 00 00 00 +	jmp +f7 <far_away>
 +28:	8b 06 +	mov +\(%rsi\),%eax
 +2a:	0f ae e8 +	lfence
 +2d:	90 +	nop
 +2e:	c3 +	ret
#...
0+f7 <far_away>:
 +f7:	90 +	nop
