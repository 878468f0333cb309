#name: .flush_fence none|drain|strict sets the mode for the code after it (32-bit)
#source: flush-fence-dir.s
#as: --32
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +8:	c7 05 40 00 00 00 01 00 00 00 	movl   \$0x1,0x40
 +12:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +1a:	0f ae f8             	sfence
 +1d:	c7 05 40 00 00 00 01 00 00 00 	movl   \$0x1,0x40
 +27:	0f ae f8             	sfence
 +2a:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +32:	0f ae f8             	sfence
 +35:	c7 05 40 00 00 00 01 00 00 00 	movl   \$0x1,0x40
 +3f:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +47:	c7 05 40 00 00 00 01 00 00 00 	movl   \$0x1,0x40
 +51:	c3                   	ret
