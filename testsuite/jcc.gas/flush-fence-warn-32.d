#name: no sfence between a prefix or data and its instruction, with a warning (32-bit)
#source: flush-fence-warn.s
#as: --32 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +8:	f0 83 0d 40 00 00 00 00 	lock orl \$0x0,0x40
 +10:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +18:	2e c7 05 40 00 00 00 01 00 00 00 	movl   \$0x1,%cs:0x40
 +23:	0f ae f8             	sfence
 +26:	c3                   	ret
