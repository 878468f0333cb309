#name: no NOP in the shadow of sti, mov to %ss, pop %ss with -malign-branch-prefix-placement=spread either, when prefixes are short (32-bit)
#source: align-branch-fix-shadow.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch-prefix-size=1 -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +15:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	fb                   	sti
 +20:	75 de                	jne    0 <f>
 +22:	eb 1c                	jmp    40 <f\+0x40>
 +24:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +55:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	3e 8e d0             	ds mov %eax,%ss
 +60:	39 c3                	cmp    %eax,%ebx
 +62:	75 9c                	jne    0 <f>
 +64:	eb 1a                	jmp    80 <f\+0x80>
 +66:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +74:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +94:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +9a:	90                   	nop
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	90                   	nop
 +9e:	3e 17                	ds pop %ss
 +a0:	e9 5b ff ff ff       	jmp    0 <f>
 +a5:	eb 19                	jmp    c0 <f\+0xc0>
 +a7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ae:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +da:	90                   	nop
 +db:	90                   	nop
 +dc:	90                   	nop
 +dd:	3e 8e d8             	ds mov %eax,%ds
 +e0:	0f 85 1a ff ff ff    	jne    0 <f>
 +e6:	c3                   	ret
