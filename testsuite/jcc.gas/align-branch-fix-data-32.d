#name: data before a fusible pair: prefixes move the pair, no NOP goes between its halves (32-bit)
#source: align-branch-fix-data.s
#as: --32 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +13:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18:	b8 44 33 22 11       	mov    \$0x11223344,%eax
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
 +40:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +47:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +51:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +56:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	39 c3                	cmp    %eax,%ebx
 +60:	70 9e                	jo     0 <[^>]*>
 +62:	c3                   	ret
