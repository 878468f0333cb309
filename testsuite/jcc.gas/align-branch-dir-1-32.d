#name: .align_branch BOUNDARY, TYPES, PREFIX_SIZE and push/pop set padding per region (32-bit)
#source: align-branch-dir-1.s
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
 +5e:	75 e0                	jne    40 <[^>]*>
 +60:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +67:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +71:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +76:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +7b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +80:	75 de                	jne    60 <[^>]*>
 +82:	eb 1c                	jmp    a0 <[^>]*>
 +84:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +8b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +92:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +99:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +be:	75 e0                	jne    a0 <[^>]*>
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +de:	75 e0                	jne    c0 <[^>]*>
 +e0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ea:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ef:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fe:	66 90                	xchg   %ax,%ax
 +100:	75 de                	jne    e0 <[^>]*>
 +102:	eb 3c                	jmp    140 <[^>]*>
 +104:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +10b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +112:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +119:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +120:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +127:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +12e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +135:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +13c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +140:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +145:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +154:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +159:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +15e:	75 e0                	jne    140 <[^>]*>
 +160:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +167:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +171:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +176:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +180:	75 de                	jne    160 <[^>]*>
 +182:	c3                   	ret
