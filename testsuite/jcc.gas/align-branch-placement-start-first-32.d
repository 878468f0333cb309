#name: a run of padding prefixes at the start of a section, -malign-branch-prefix-placement=first (32-bit)
#source: align-branch-placement-start.s
#as: --32 -malign-branch-boundary=32 -malign-branch-prefix-placement=first
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	90                   	nop
 +6:	90                   	nop
 +7:	90                   	nop
 +8:	90                   	nop
 +9:	90                   	nop
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
 +19:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +20:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +26:	75 d8                	jne    0 <f>
 +28:	c3                   	ret
