#name: .align_branch mark alone pads exactly the marked branches with NOPs (32-bit)
#source: align-branch-mark-1.s
#as: --32
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1e:	66 90                	xchg   %ax,%ax
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
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	90                   	nop
 +7a:	90                   	nop
 +7b:	90                   	nop
 +7c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +80:	39 c3                	cmp    %eax,%ebx
 +82:	0f 85 78 ff ff ff    	jne    0 <[^>]*>
 +88:	eb 16                	jmp    a0 <[^>]*>
 +8a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +91:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +98:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9f:	90                   	nop
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b9:	90                   	nop
 +ba:	90                   	nop
 +bb:	90                   	nop
 +bc:	3e 3e 39 c3          	ds ds cmp %eax,%ebx
 +c0:	0f 80 3a ff ff ff    	jo     0 <[^>]*>
 +c6:	eb 18                	jmp    e0 <[^>]*>
 +c8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +cf:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +dd:	8d 76 00             	lea    0x0\(%esi\),%esi
 +e0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ea:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ef:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fe:	90                   	nop
 +ff:	90                   	nop
 +100:	e9 fb fe ff ff       	jmp    0 <[^>]*>
 +105:	eb 19                	jmp    120 <[^>]*>
 +107:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +10e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +115:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +11c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +120:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +125:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +134:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +139:	90                   	nop
 +13a:	90                   	nop
 +13b:	90                   	nop
 +13c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +140:	e8 bb fe ff ff       	call   0 <[^>]*>
 +145:	eb 19                	jmp    160 <[^>]*>
 +147:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +14e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +155:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +15c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +160:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +165:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +174:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +179:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17e:	90                   	nop
 +17f:	90                   	nop
 +180:	c3                   	ret
 +181:	eb 1d                	jmp    1a0 <[^>]*>
 +183:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +18a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +191:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +198:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +19f:	90                   	nop
 +1a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1be:	66 90                	xchg   %ax,%ax
 +1c0:	ff e0                	jmp    \*%eax
