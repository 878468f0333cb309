#name: branches in the shadow of sti, mov to %ss, pop %ss are moved by prefixes before it (32-bit)
#source: align-branch-fix-shadow.s
#as: --32 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	fb                   	sti
 +20:	75 de                	jne    0 <[^>]*>
 +22:	eb 1c                	jmp    40 <[^>]*>
 +24:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +48:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +52:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +57:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	8e d0                	mov    %eax,%ss
 +60:	39 c3                	cmp    %eax,%ebx
 +62:	75 9c                	jne    0 <[^>]*>
 +64:	eb 1a                	jmp    80 <[^>]*>
 +66:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +74:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop
 +80:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +87:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +91:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +96:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	90                   	nop
 +9e:	90                   	nop
 +9f:	17                   	pop    %ss
 +a0:	e9 5b ff ff ff       	jmp    0 <[^>]*>
 +a5:	eb 19                	jmp    c0 <[^>]*>
 +a7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ae:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +c0:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +c7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cc:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +db:	90                   	nop
 +dc:	90                   	nop
 +dd:	90                   	nop
 +de:	8e d8                	mov    %eax,%ds
 +e0:	0f 85 1a ff ff ff    	jne    0 <[^>]*>
 +e6:	c3                   	ret
