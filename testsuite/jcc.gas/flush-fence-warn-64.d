#name: no sfence between a prefix or data and its instruction, nor in an interrupt shadow, with a warning; a lock alone orders (64-bit)
#source: flush-fence-warn.s
#as: --64 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +9:	f3 aa +	rep +stos +%al,%es:\(%rdi\)
 +b:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +14:	2e c7 04 25 00 00 00 00 01 00 00 00 +	cs +movl +\$0x1,0x0
 +20:	0f ae f8 +	sfence
 +23:	c3 +	ret
 +24:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +2d:	f0 83 0c 25 00 00 00 00 00 +	lock +orl +\$0x0,0x0
 +36:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +41:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +4a:	0f ae f8 +	sfence
 +4d:	fb +	sti
 +4e:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +59:	0f ae f8 +	sfence
 +5c:	c3 +	ret
