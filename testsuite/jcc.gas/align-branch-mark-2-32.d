#name: .align_branch mark with .align_branch BOUNDARY, none pads only marked branches, with prefixes (32-bit)
#source: align-branch-mark-2.s
#as: --32
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20:	75 de                	jne    0 <[^>]*>
 +22:	eb 1c                	jmp    40 <[^>]*>
 +24:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	75 a0                	jne    0 <[^>]*>
 +60:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +69:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +73:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +78:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +7d:	90                   	nop
 +7e:	90                   	nop
 +7f:	90                   	nop
 +80:	85 c3                	test   %eax,%ebx
 +82:	0f 85 78 ff ff ff    	jne    0 <[^>]*>
 +88:	eb 36                	jmp    c0 <[^>]*>
 +8a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +91:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +98:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +a6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ad:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +de:	75 e0                	jne    c0 <[^>]*>
 +e0:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +e7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ec:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fb:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +100:	75 be                	jne    c0 <[^>]*>
 +102:	c3                   	ret
