#name: -malign-branch-nops-before-labels leaves the symbol table in 2.40's order (64-bit)
#source: align-branch-labels-symtab.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch-nops-before-labels
#objdump: -t

.*: +file format .*

SYMBOL TABLE:
0+1 l +\*ABS\*	0+ X64
0+ l +F \.text	0+14 f
0+5 l +\.rodata\.str1\.1	0+ \.LC1
0+ l +\.rodata\.str1\.1	0+ \.LC0
0+14 l +F \.text	0+9 g
0+9 l +\.rodata\.str1\.1	0+ \.LC2
