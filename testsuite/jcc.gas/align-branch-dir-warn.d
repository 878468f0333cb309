#name: .align_branch push left open and a mark with no branch are warned about
#source: align-branch-dir-warn.s
#as: 
#objdump: -dw
#warning_output: align-branch-dir-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	c3                   	ret
 +1:	90                   	nop
