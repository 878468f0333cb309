#name: -mflush-fence=strict fences every clflushopt and clwb, byte idioms included (32-bit)
#source: flush-fence-strict.s
#as: --32 -mflush-fence=strict
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	0f ae f8             	sfence
 +3:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +b:	0f ae f8             	sfence
 +e:	0f ae f8             	sfence
 +11:	66 0f ae 3d 40 00 00 00 	clflushopt 0x40
 +19:	0f ae f8             	sfence
 +1c:	0f ae f8             	sfence
 +1f:	66 0f ae 3d 00 00 00 00 	clflushopt 0x0
 +27:	0f ae f8             	sfence
 +2a:	0f ae f8             	sfence
 +2d:	66 0f ae 35 40 00 00 00 	clwb   0x40
 +35:	0f ae f8             	sfence
 +38:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +42:	0f c3 05 00 00 00 00 	movnti %eax,0x0
 +49:	0f ae f8             	sfence
 +4c:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +56:	0f ae 3d 00 00 00 00 	clflush 0x0
 +5d:	c3                   	ret
