#name: -mflush-fence=strict: data16 CLFLUSH and XSAVEOPT, the byte idiom across a section switch, and with a label on the flush (32-bit)
#source: flush-fence-strict-2.s
#as: --32 -mflush-fence=strict
#objdump: -dw
#warning_output: flush-fence-strict-2.l

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	0f ae f8 +	sfence
 +3:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +b:	0f ae f8 +	sfence
 +e:	0f ae f8 +	sfence
 +11:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +19:	0f ae f8 +	sfence
 +1c:	0f ae f8 +	sfence
 +1f:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +27:	0f ae f8 +	sfence
 +2a:	eb 01 +	jmp +2d +<f\+0x2d>
 +2c:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +34:	0f ae f8 +	sfence
 +37:	c3 +	ret

Disassembly of section \.text\.other:

0+0 <\.text\.other>:
 +0:	90 +	nop
