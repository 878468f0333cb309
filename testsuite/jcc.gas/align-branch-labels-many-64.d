#name: -malign-branch-nops-before-labels: however many labels stand before a padded branch, all go after its NOP (64-bit)
#source: align-branch-labels-many.s
#as: --64 -mbranches-within-32B-boundaries -malign-branch-nops-before-labels
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	90                   	nop
#...
 +1b:	eb 09                	jmp    26 <f\+0x26>
 +1d:	0f 1f 00             	nopl   \(%rax\)
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 fc                	jne    20 <f\+0x20>
 +24:	eb fa                	jmp    20 <f\+0x20>
 +26:	c3                   	ret
