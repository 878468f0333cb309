#name: .align_branch mark, TYPES passes over branches of other types; prefixes only after the mark (32-bit)
#source: align-branch-mark-types.s
#as: --32
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b:	e8 f0 ff ff ff       	call   0 <f>
 +10:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +15:	c3                   	ret
 +16:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20:	75 de                	jne    0 <f>
 +22:	eb 1c                	jmp    40 <f\+0x40>
 +24:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	e8 ac ff ff ff       	call   0 <f>
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	75 a0                	jne    0 <f>
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +7e:	66 90                	xchg   %ax,%ax
 +80:	0f 85 7a ff ff ff    	jne    0 <f>
 +86:	eb 18                	jmp    a0 <f\+0xa0>
 +88:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +8f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +96:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9d:	8d 76 00             	lea    0x0\(%esi\),%esi
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b9:	eb 00                	jmp    bb <f\+0xbb>
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop
 +c0:	85 c0                	test   %eax,%eax
 +c2:	0f 85 38 ff ff ff    	jne    0 <f>
 +c8:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +d1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +db:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e0:	39 c3                	cmp    %eax,%ebx
 +e2:	0f 84 18 ff ff ff    	je     0 <f>
 +e8:	c3                   	ret
#pass
