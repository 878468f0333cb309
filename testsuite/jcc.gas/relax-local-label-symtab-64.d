#name: jump targets named by GOTOFF references keep 2.40's symbol table order (64-bit)
#source: relax-local-label-symtab.s
#as: --64 --defsym W64=1
#objdump: -t

.*: +file format .*

SYMBOL TABLE:
0+1 l +\*ABS\*	0+ W64
0+ l +\.text	0+ f
0+8 l +\.text	0+ \.L3
0+ l +\.text\.g	0+ g
0+6 l +\.text	0+ \.L1
0+3 l +\.text\.g	0+ \.L5
0+7 l +\.text	0+ \.L9
0+ +\*UND\*	0+ _GLOBAL_OFFSET_TABLE_
