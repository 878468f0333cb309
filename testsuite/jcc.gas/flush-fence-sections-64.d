#name: -mflush-fence=drain: a flush state a subsection, a fence at the end of one with a flush pending, the byte idioms across section switches (64-bit)
#source: flush-fence-sections.s
#as: --64 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +9:	0f ae f8 +	sfence
 +c:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +17:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +20:	83 c0 01 +	add +\$0x1,%eax
 +23:	0f ae f8 +	sfence
 +26:	f0 83 0c 25 00 00 00 00 00 +	lock +orl +\$0x0,0x0
 +2f:	c3 +	ret

Disassembly of section \.text\.idiom:

0+0 <g>:
 +0:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +9:	0f ae f8 +	sfence
 +c:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +17:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +20:	0f ae f8 +	sfence
 +23:	c3 +	ret
 +24:	90 +	nop

Disassembly of section \.text\.other:

0+0 <\.text\.other>:
 +0:	90 +	nop
