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
