#name: .flush_fence none|drain|strict sets the mode for the code after it (64-bit)
#source: flush-fence-dir.s
#as: --64
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +9:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +14:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +1d:	0f ae f8             	sfence
 +20:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +2b:	0f ae f8             	sfence
 +2e:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +37:	0f ae f8             	sfence
 +3a:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +45:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +4e:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +59:	c3                   	ret
