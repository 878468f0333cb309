#name: no NOP goes into the shadow of sti, mov to %ss, pop %ss (32-bit)
#source: align-branch-fix-shadow.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	90                   	nop
 +1a:	90                   	nop
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	fb                   	sti
 +1e:	75 e0                	jne    0 <[^>]*>
 +20:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +25:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +39:	90                   	nop
 +3a:	90                   	nop
 +3b:	8e d0                	mov    %eax,%ss
 +3d:	39 c3                	cmp    %eax,%ebx
 +3f:	75 bf                	jne    0 <[^>]*>
 +41:	eb 1d                	jmp    60 <[^>]*>
 +43:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +4a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +51:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +58:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +5f:	90                   	nop
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	90                   	nop
 +7a:	90                   	nop
 +7b:	90                   	nop
 +7c:	90                   	nop
 +7d:	17                   	pop    %ss
 +7e:	eb 80                	jmp    0 <[^>]*>
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +94:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +99:	90                   	nop
 +9a:	90                   	nop
 +9b:	90                   	nop
 +9c:	8e d8                	mov    %eax,%ds
 +9e:	66 90                	xchg   %ax,%ax
 +a0:	0f 85 5a ff ff ff    	jne    0 <[^>]*>
 +a6:	c3                   	ret
