#name: `.+N' and `.-N' count in the code as written: not the fences in between (64-bit)
#source: align-branch-dot-fences.s
#as: --64 --defsym X64=1 -mflush-fence=strict -mlfence-after-load=yes
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <fwd_flush>:
 +0:	85 c0 +	test +%eax,%eax
 +2:	75 0c +	jne +10 +<.*>
 +4:	0f ae f8 +	sfence
 +7:	66 0f ae 3f +	clflushopt +\(%rdi\)
 +b:	0f ae f8 +	sfence
 +e:	89 06 +	mov +%eax,\(%rsi\)
 +10:	c3 +	ret

0+11 <fwd_load>:
 +11:	0f ae f8 +	sfence
 +14:	eb 0a +	jmp +20 +<fwd_load\+0xf>
 +16:	8b 06 +	mov +\(%rsi\),%eax
 +18:	0f ae e8 +	lfence
 +1b:	8b 17 +	mov +\(%rdi\),%edx
 +1d:	0f ae e8 +	lfence
 +20:	c3 +	ret

0+21 <back_load>:
 +21:	b9 02 00 00 00 +	mov +\$0x2,%ecx
 +26:	83 c0 05 +	add +\$0x5,%eax
 +29:	8b 16 +	mov +\(%rsi\),%edx
 +2b:	0f ae e8 +	lfence
 +2e:	83 e9 01 +	sub +\$0x1,%ecx
 +31:	0f ae f8 +	sfence
 +34:	75 f0 +	jne +26 +<back_load\+0x5>
 +36:	c3 +	ret

0+37 <fwd_long>:
 +37:	0f ae f8 +	sfence
 +3a:	e9 8f 00 00 00 +	jmp +ce +<fwd_long\+0x97>
 +3f:	8b 06 +	mov +\(%rsi\),%eax
 +41:	0f ae e8 +	lfence
#...
 +ce:	90 +	nop
 +cf:	c3 +	ret

0+d0 <fwd_over_jump>:
 +d0:	85 c0 +	test +%eax,%eax
 +d2:	0f ae f8 +	sfence
 +d5:	75 0a +	jne +e1 +<fwd_over_jump\+0x11>
 +d7:	8b 16 +	mov +\(%rsi\),%edx
 +d9:	0f ae e8 +	lfence
 +dc:	e9 ed 00 00 00 +	jmp +1ce +<far_away>
 +e1:	83 c0 01 +	add +\$0x1,%eax
 +e4:	c3 +	ret

0+e5 <back_over_jump>:
 +e5:	b9 02 00 00 00 +	mov +\$0x2,%ecx
 +ea:	83 c0 07 +	add +\$0x7,%eax
 +ed:	8b 16 +	mov +\(%rsi\),%edx
 +ef:	0f ae e8 +	lfence
 +f2:	83 e9 01 +	sub +\$0x1,%ecx
 +f5:	0f ae f8 +	sfence
 +f8:	0f 84 d0 00 00 00 +	je +1ce +<far_away>
 +fe:	8b 17 +	mov +\(%rdi\),%edx
 +100:	0f ae e8 +	lfence
 +103:	eb e5 +	jmp +ea +<back_over_jump\+0x5>
 +105:	c3 +	ret
#...
0+1ce <far_away>:
 +1ce:	90 +	nop

0+1cf <fwd_own_short>:
 +1cf:	85 c0 +	test +%eax,%eax
 +1d1:	0f ae f8 +	sfence
 +1d4:	0f 85 81 00 00 00 +	jne +25b +<fwd_own_short\+0x8c>
 +1da:	8b 06 +	mov +\(%rsi\),%eax
 +1dc:	0f ae e8 +	lfence
 +1df:	8b 06 +	mov +\(%rsi\),%eax
 +1e1:	0f ae e8 +	lfence
#...
 +25b:	90 +	nop

0+25c <fwd_data>:
 +25c:	0f ae f8 +	sfence
 +25f:	eb 07 +	jmp +268 +<fwd_data\+0xc>
 +261:	8b 06 +	mov +\(%rsi\),%eax
 +263:	0f ae e8 +	lfence
 +266:	90 +	nop
 +267:	90 +	nop
