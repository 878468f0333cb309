#name: no sfence between a prefix or data and its instruction, with a warning (64-bit)
#source: flush-fence-warn.s
#as: --64 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +9:	f0 83 0c 25 00 00 00 00 00 	lock orl \$0x0,0x0
 +12:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +1b:	2e c7 04 25 00 00 00 00 01 00 00 00 	cs movl \$0x1,0x0
 +27:	0f ae f8             	sfence
 +2a:	c3                   	ret
