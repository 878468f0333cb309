#name: .align_branch mark, align: the instructions before a code alignment that no marked branch follows take its bytes (32-bit)
#source: align-code-prefixes-mark.s
#as: --32 -malign-code-with-prefixes
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f1>:
 +0:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5:	3e 3e b9 02 00 00 00 	ds ds mov \$0x2,%ecx
 +c:	89 ca                	mov    %ecx,%edx
 +e:	89 c3                	mov    %eax,%ebx
 +10:	83 c0 01             	add    \$0x1,%eax
 +13:	39 d0                	cmp    %edx,%eax
 +15:	75 f9                	jne    10 <f1\+0x10>
 +17:	c3                   	ret
 +18:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1f:	90                   	nop

0+20 <f2>:
 +20:	b8 01 00 00 00       	mov    \$0x1,%eax
 +25:	b9 02 00 00 00       	mov    \$0x2,%ecx
 +2a:	89 ca                	mov    %ecx,%edx
 +2c:	89 c3                	mov    %eax,%ebx
 +2e:	66 90                	xchg   %ax,%ax
 +30:	83 c0 01             	add    \$0x1,%eax
 +33:	39 d0                	cmp    %edx,%eax
 +35:	75 f9                	jne    30 <f2\+0x10>
 +37:	c3                   	ret
 +38:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop

0+40 <f3>:
 +40:	b8 01 00 00 00       	mov    \$0x1,%eax
 +45:	3e 3e b9 02 00 00 00 	ds ds mov \$0x2,%ecx
 +4c:	89 ca                	mov    %ecx,%edx
 +4e:	89 c3                	mov    %eax,%ebx
 +50:	83 c0 01             	add    \$0x1,%eax
 +53:	83 c3 01             	add    \$0x1,%ebx
 +56:	83 c1 01             	add    \$0x1,%ecx
 +59:	83 c6 01             	add    \$0x1,%esi
 +5c:	89 c7                	mov    %eax,%edi
 +5e:	66 90                	xchg   %ax,%ax
 +60:	39 d0                	cmp    %edx,%eax
 +62:	75 ec                	jne    50 <f3\+0x10>
 +64:	c3                   	ret
