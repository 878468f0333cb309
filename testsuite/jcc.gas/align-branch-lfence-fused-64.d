#name: an lfence after the first half parts a fusible pair; the jump is padded alone (64-bit)
#source: align-branch-lfence-fused.s
#as: --64 --defsym W64=1 -mbranches-within-32B-boundaries -mlfence-after-load=yes
#objdump: -dw -j .text

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
#...
 +18:	2e 2e 3b 41 0c +	cs cs cmp +0xc\(%rcx\),%eax
 +1d:	0f ae e8 +	lfence
 +20:	72 01 +	jb .*
#...
0+40 <g>:
#...
 +59:	2e 3b 41 0c +	cs cmp +0xc\(%rcx\),%eax
 +5d:	0f ae e8 +	lfence
 +60:	72 01 +	jb .*
#...
0+80 <h>:
#...
 +98:	3b 41 0c +	cmp +0xc\(%rcx\),%eax
 +9b:	0f ae e8 +	lfence
#...
 +a0:	72 01 +	jb .*
#...
0+c0 <i>:
#...
 +d9:	3b 41 0c +	cmp +0xc\(%rcx\),%eax
 +dc:	0f ae e8 +	lfence
#...
 +e0:	72 01 +	jb .*
#pass
