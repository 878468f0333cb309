#name: an lfence after the first half parts a fusible pair; the jump is padded alone, with line information (32-bit)
#source: align-branch-lfence-fused.s
#as: --32 -g -mbranches-within-32B-boundaries -mlfence-after-load=yes
#objdump: -dw -j .text

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
#...
 +18:	3e 3e 3b 41 0c +	ds cmp +%ds:0xc\(%ecx\),%eax
 +1d:	0f ae e8 +	lfence
 +20:	72 01 +	jb .*
#...
0+40 <g>:
#...
 +59:	3e 3b 41 0c +	cmp +%ds:0xc\(%ecx\),%eax
 +5d:	0f ae e8 +	lfence
 +60:	72 01 +	jb .*
#...
0+80 <h>:
#...
 +98:	3b 41 0c +	cmp +0xc\(%ecx\),%eax
 +9b:	0f ae e8 +	lfence
#...
 +a0:	72 01 +	jb .*
#...
0+c0 <i>:
#...
 +d9:	3b 41 0c +	cmp +0xc\(%ecx\),%eax
 +dc:	0f ae e8 +	lfence
#...
 +e0:	72 01 +	jb .*
#pass
