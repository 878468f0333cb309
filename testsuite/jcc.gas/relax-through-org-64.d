#name: relaxation through alignments stops at .org (64-bit)
#source: relax-through-org.s
#as: --64 --relax-through-alignments
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0000000000000000 <start>:
 +0:	e9 80 00 00 00       	jmp    85 <Gt>
 +5:	e9 4a 01 00 00       	jmp    154 <far>
 +a:	eb 7f                	jmp    8b <L1>
#...
000000000000008b <L1>:
 +8b:	90                   	nop
#pass
