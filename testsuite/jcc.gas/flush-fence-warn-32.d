#name: no sfence between a prefix or data and its instruction, nor in an interrupt shadow, with a warning; a lock alone orders (32-bit)
#source: flush-fence-warn.s
#as: --32 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8:	f3 aa +	rep +stos +%al,%es:\(%edi\)
 +a:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +12:	2e c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,%cs:0x40
 +1d:	0f ae f8 +	sfence
 +20:	c3 +	ret
 +21:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +29:	f0 83 0d 40 00 00 00 00 +	lock +orl +\$0x0,0x40
 +31:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +3b:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +43:	0f ae f8 +	sfence
 +46:	fb +	sti
 +47:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +51:	0f ae f8 +	sfence
 +54:	c3 +	ret
