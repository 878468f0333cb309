#name: -mflush-fence=strict fences every clflushopt and clwb, byte idioms included (64-bit)
#source: flush-fence-strict.s
#as: --64 -mflush-fence=strict
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	0f ae f8             	sfence
 +3:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +c:	0f ae f8             	sfence
 +f:	0f ae f8             	sfence
 +12:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +1b:	0f ae f8             	sfence
 +1e:	0f ae f8             	sfence
 +21:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +2a:	0f ae f8             	sfence
 +2d:	0f ae f8             	sfence
 +30:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +39:	0f ae f8             	sfence
 +3c:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +47:	0f c3 04 25 00 00 00 00 	movnti %eax,0x0
 +4f:	0f ae f8             	sfence
 +52:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +5d:	0f ae 3c 25 00 00 00 00 	clflush 0x0
 +65:	c3                   	ret
