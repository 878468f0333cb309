#name: .align_branch mark with -malign-branch-long-encodings: a longer encoding for the marked pair only (32-bit)
#source: align-branch-encodings-mark.s
#as: --32 -malign-branch-prefix-placement=spread -malign-branch-long-encodings
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e 8b 90 10 00 00 00 	ds ds ds mov %ds:0x10\(%eax\),%edx
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
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +26:	75 d8                	jne    0 <f>
 +28:	eb 16                	jmp    40 <f\+0x40>
 +2a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +31:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +38:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	8b 50 10             	mov    0x10\(%eax\),%edx
 +43:	90                   	nop
 +44:	90                   	nop
 +45:	90                   	nop
 +46:	90                   	nop
 +47:	90                   	nop
 +48:	90                   	nop
 +49:	90                   	nop
 +4a:	90                   	nop
 +4b:	90                   	nop
 +4c:	90                   	nop
 +4d:	90                   	nop
 +4e:	90                   	nop
 +4f:	90                   	nop
 +50:	90                   	nop
 +51:	90                   	nop
 +52:	90                   	nop
 +53:	90                   	nop
 +54:	90                   	nop
 +55:	90                   	nop
 +56:	90                   	nop
 +57:	90                   	nop
 +58:	90                   	nop
 +59:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +5f:	75 9f                	jne    0 <f>
 +61:	c3                   	ret
