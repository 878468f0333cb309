#name: relaxation through alignments stops at .org (32-bit)
#source: relax-through-org.s
#as: --32 --relax-through-alignments
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

00000000 <start>:
 +0:	e9 80 00 00 00       	jmp    85 <Gt>
 +5:	e9 4a 01 00 00       	jmp    154 <far>
 +a:	eb 7f                	jmp    8b <L1>
#...
0000008b <L1>:
 +8b:	90                   	nop
#pass
