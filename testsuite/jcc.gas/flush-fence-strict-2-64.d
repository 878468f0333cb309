#name: -mflush-fence=strict: data16 CLFLUSH and XSAVEOPT, the byte idiom across a section switch, and with a label on the flush (64-bit)
#source: flush-fence-strict-2.s
#as: --64 -mflush-fence=strict
#objdump: -dw
#warning_output: flush-fence-strict-2.l

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	0f ae f8 +	sfence
 +3:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +c:	0f ae f8 +	sfence
 +f:	0f ae f8 +	sfence
 +12:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +1b:	0f ae f8 +	sfence
 +1e:	0f ae f8 +	sfence
 +21:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +2a:	0f ae f8 +	sfence
 +2d:	eb 01 +	jmp +30 +<f\+0x30>
 +2f:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +38:	0f ae f8 +	sfence
 +3b:	c3 +	ret

Disassembly of section \.text\.other:

0+0 <\.text\.other>:
 +0:	90 +	nop
