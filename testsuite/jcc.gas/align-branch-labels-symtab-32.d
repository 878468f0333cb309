#name: -malign-branch-nops-before-labels leaves the symbol table in 2.40's order (32-bit)
#source: align-branch-labels-symtab.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch-nops-before-labels
#objdump: -t

.*: +file format .*

SYMBOL TABLE:
0+ l +F \.text	0+12 f
0+5 l +\.rodata\.str1\.1	0+ \.LC1
0+ l +\.rodata\.str1\.1	0+ \.LC0
0+12 l +F \.text	0+8 g
0+9 l +\.rodata\.str1\.1	0+ \.LC2
0+ +\*UND\*	0+ _GLOBAL_OFFSET_TABLE_
