#name: -mbranches-within-32B-boundaries pads fused pairs, jcc and jmp
#source: align-branch-dir-2.s
#as: --32 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <[^>]*>
 +24:	eb 1a                	jmp    40 <[^>]*>
 +26:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +34:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +46:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +50:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +55:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5f:	90                   	nop
 +60:	eb 9e                	jmp    0 <[^>]*>
 +62:	eb 1c                	jmp    80 <[^>]*>
 +64:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +72:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +79:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +80:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +86:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +90:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +95:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9f:	90                   	nop
 +a0:	0f 80 5a ff ff ff    	jo     0 <[^>]*>
 +a6:	eb 18                	jmp    c0 <[^>]*>
 +a8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +af:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bd:	8d 76 00             	lea    0x0\(%esi\),%esi
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +de:	90                   	nop
 +df:	e8 1c ff ff ff       	call   0 <[^>]*>
 +e4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ee:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f3:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fd:	90                   	nop
 +fe:	90                   	nop
 +ff:	c3                   	ret
