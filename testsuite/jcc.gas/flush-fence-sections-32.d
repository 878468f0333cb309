#name: -mflush-fence=drain: a flush state a subsection, a fence at the end of one with a flush pending, the byte idioms across section switches (32-bit)
#source: flush-fence-sections.s
#as: --32 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8:	0f ae f8 +	sfence
 +b:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +15:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +1d:	83 c0 01 +	add +\$0x1,%eax
 +20:	0f ae f8 +	sfence
 +23:	f0 83 0d 40 00 00 00 00 +	lock +orl +\$0x0,0x40
 +2b:	c3 +	ret

Disassembly of section \.text\.idiom:

0+0 <g>:
 +0:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +8:	0f ae f8 +	sfence
 +b:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +15:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +1d:	0f ae f8 +	sfence
 +20:	c3 +	ret
 +21:	90 +	nop

Disassembly of section \.text\.other:

0+0 <\.text\.other>:
 +0:	90 +	nop
