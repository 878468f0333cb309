#name: a run of padding prefixes at the start of a section, -malign-branch-prefix-placement=spread (32-bit)
#source: align-branch-placement-start.s
#as: --32 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds ds mov \$0x11223344,%eax
 +a:	90                   	nop
 +b:	90                   	nop
 +c:	90                   	nop
 +d:	90                   	nop
 +e:	90                   	nop
 +f:	90                   	nop
 +10:	90                   	nop
 +11:	90                   	nop
 +12:	90                   	nop
 +13:	90                   	nop
 +14:	90                   	nop
 +15:	90                   	nop
 +16:	90                   	nop
 +17:	90                   	nop
 +18:	90                   	nop
 +19:	90                   	nop
 +1a:	90                   	nop
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	66 90                	xchg   %ax,%ax
 +20:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +26:	75 d8                	jne    0 <f>
 +28:	c3                   	ret
