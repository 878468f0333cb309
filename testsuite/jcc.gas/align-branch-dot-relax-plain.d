#name: `.+N' and `.-N' without padding or fences are not warned about, even over a jump or an alignment whose size relaxation chooses (64-bit)
#source: align-branch-dot-relax.s
#as: --64 --defsym X64=1
#objdump: -dw

.*: +file format .*

Disassembly of section \.text\.back_long:

0+ <back_long>:
#...
 +1:	75 7f +	jne +82 +<.*>
 +3:	eb fb +	jmp +0 +<.*>
 +5:	8b 06 +	mov +\(%rsi\),%eax
#...
 +82:	c3 +	ret

Disassembly of section \.text\.fwd_long:

0+ <fwd_long>:
 +0:	75 02 +	jne +4 +<.*>
 +2:	eb 7f +	jmp +83 +<.*>
 +4:	8b 06 +	mov +\(%rsi\),%eax
#...
 +83:	c3 +	ret

Disassembly of section \.text\.back_short:

0+ <back_short>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
 +2:	0f 85 7c 00 00 00 +	jne +84 +<.*>
 +8:	eb fc +	jmp +6 +<.*>
#...
 +6e:	66 90 +	xchg +%ax,%ax
#...
 +84:	c3 +	ret

Disassembly of section \.text\.back_align:

0+ <back_align>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
#...
 +4:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
#...
 +11:	eb f0 +	jmp +3 +<.*>
 +13:	c3 +	ret

Disassembly of section \.text\.fence_align:

0+ <fence_align>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
#...
 +3:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +e:	66 90 +	xchg +%ax,%ax
#...
 +11:	eb ef +	jmp +2 +<.*>
 +13:	c3 +	ret

Disassembly of section \.text\.long_anyway:

0+ <long_anyway>:
#...
 +1:	0f 85 cc 00 00 00 +	jne +d3 +<.*>
 +7:	eb f7 +	jmp +0 +<.*>
 +9:	8b 06 +	mov +\(%rsi\),%eax
#...
 +d3:	c3 +	ret

Disassembly of section \.text\.fwd_align:

0+ <fwd_align>:
 +0:	eb 07 +	jmp +9 +<.*>
 +2:	66 0f 1f 44 00 00 +	nopw +0x0\(%rax,%rax,1\)
#...
 +9:	c3 +	ret
 +a:	8b 06 +	mov +\(%rsi\),%eax
 +c:	c3 +	ret
