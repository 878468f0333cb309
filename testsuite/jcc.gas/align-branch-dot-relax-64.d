#name: `.+N' and `.-N' over a jump or an alignment that has another size in the code as written are warned about after relaxation (64-bit)
#source: align-branch-dot-relax.s
#as: --64 --defsym X64=1 -mlfence-after-load=yes
#objdump: -dw
#warning_output: align-branch-dot-relax.l

.*: +file format .*

Disassembly of section \.text\.back_long:

0+ <back_long>:
#...
 +1:	0f 85 82 00 00 00 +	jne +89 +<.*>
 +7:	eb fb +	jmp +4 +<.*>
 +9:	8b 06 +	mov +\(%rsi\),%eax
 +b:	0f ae e8 +	lfence
#...
 +89:	c3 +	ret

Disassembly of section \.text\.fwd_long:

0+ <fwd_long>:
 +0:	75 02 +	jne +4 +<.*>
 +2:	e9 82 00 00 00 +	jmp +89 +<.*>
 +7:	8b 06 +	mov +\(%rsi\),%eax
 +9:	0f ae e8 +	lfence
#...
 +89:	c3 +	ret

Disassembly of section \.text\.back_short:

0+ <back_short>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
 +2:	0f ae e8 +	lfence
 +5:	75 7d +	jne +84 +<.*>
 +7:	eb fc +	jmp +5 +<.*>
#...
 +6d:	0f 1f 00 +	nopl +\(%rax\)
#...
 +84:	c3 +	ret

Disassembly of section \.text\.back_align:

0+ <back_align>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
 +2:	0f ae e8 +	lfence
#...
 +7:	66 0f 1f 84 00 00 00 00 00 +	nopw +0x0\(%rax,%rax,1\)
#...
 +11:	eb f0 +	jmp +3 +<.*>
 +13:	c3 +	ret

Disassembly of section \.text\.fence_align:

0+ <fence_align>:
 +0:	8b 06 +	mov +\(%rsi\),%eax
 +2:	0f ae e8 +	lfence
#...
 +6:	66 2e 0f 1f 84 00 00 00 00 00 +	cs +nopw +0x0\(%rax,%rax,1\)
#...
 +11:	eb ef +	jmp +2 +<.*>
 +13:	c3 +	ret

Disassembly of section \.text\.long_anyway:

0+ <long_anyway>:
#...
 +1:	0f 85 cf 00 00 00 +	jne +d6 +<.*>
 +7:	eb f7 +	jmp +0 +<.*>
 +9:	8b 06 +	mov +\(%rsi\),%eax
 +b:	0f ae e8 +	lfence
#...
 +d6:	c3 +	ret

Disassembly of section \.text\.fwd_align:

0+ <fwd_align>:
 +0:	eb 07 +	jmp +9 +<.*>
 +2:	66 0f 1f 44 00 00 +	nopw +0x0\(%rax,%rax,1\)
#...
 +9:	c3 +	ret
 +a:	8b 06 +	mov +\(%rsi\),%eax
 +c:	0f ae e8 +	lfence
 +f:	c3 +	ret
