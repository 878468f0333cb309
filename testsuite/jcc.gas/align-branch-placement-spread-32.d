#name: -malign-branch-prefix-placement=spread: prefixes nearest the branch, one each in turn, a NOP for what they cannot pad (32-bit)
#source: align-branch-placement.s
#as: --32 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +6:	3e 3e bb 44 33 22 11 	ds ds mov \$0x11223344,%ebx
 +d:	3e 3e b9 44 33 22 11 	ds ds mov \$0x11223344,%ecx
 +14:	3e 3e ba 44 33 22 11 	ds ds mov \$0x11223344,%edx
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
 +40:	3e 3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds ds mov \$0x11223344,%eax
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
 +59:	90                   	nop
 +5a:	90                   	nop
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	66 90                	xchg   %ax,%ax
 +60:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +66:	75 98                	jne    0 <f>
 +68:	eb 16                	jmp    80 <f\+0x80>
 +6a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +71:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +78:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	90                   	nop
 +86:	90                   	nop
 +87:	90                   	nop
 +88:	90                   	nop
 +89:	90                   	nop
 +8a:	90                   	nop
 +8b:	90                   	nop
 +8c:	90                   	nop
 +8d:	90                   	nop
 +8e:	90                   	nop
 +8f:	90                   	nop
 +90:	90                   	nop
 +91:	90                   	nop
 +92:	90                   	nop
 +93:	90                   	nop
 +94:	90                   	nop
 +95:	90                   	nop
 +96:	90                   	nop
 +97:	90                   	nop
 +98:	90                   	nop
 +99:	90                   	nop
 +9a:	90                   	nop
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	fb                   	sti
 +9e:	0f 85 5c ff ff ff    	jne    0 <f>
 +a4:	eb 1a                	jmp    c0 <f\+0xc0>
 +a6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ad:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop
 +c0:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +c8:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +d0:	3e 3e 3e c7 84 98 44 33 22 11 44 33 22 11 	ds ds movl \$0x11223344,%ds:0x11223344\(%eax,%ebx,4\)
 +de:	90                   	nop
 +df:	90                   	nop
 +e0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +e6:	0f 85 14 ff ff ff    	jne    0 <f>
 +ec:	c3                   	ret
