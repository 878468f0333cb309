#name: -malign-code-with-prefixes: code alignments that control falls into made of prefixes (32-bit)
#source: align-code-prefixes.s
#as: --32 -malign-branch-boundary=32 -malign-code-with-prefixes
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f1>:
 +0:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5:	eb 0a                	jmp    11 <f1\+0x11>
 +7:	3e 3e 3e 3e 3e b9 02 00 00 00 	ds ds ds ds ds mov \$0x2,%ecx
 +11:	3e 3e 3e 3e 01 ca    	ds ds ds ds add %ecx,%edx
 +17:	e8 a4 00 00 00       	call   c0 <g>
 +1c:	89 c3                	mov    %eax,%ebx
 +1e:	89 de                	mov    %ebx,%esi
 +20:	83 c0 01             	add    \$0x1,%eax
 +23:	39 d0                	cmp    %edx,%eax
 +25:	75 f9                	jne    20 <f1\+0x20>
 +27:	c3                   	ret
 +28:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2f:	90                   	nop

0+30 <f2>:
 +30:	b8 03 00 00 00       	mov    \$0x3,%eax
 +35:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +3a:	ff 21                	jmp    \*\(%ecx\)
 +3c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

0+40 <f3>:
 +40:	b8 03 00 00 00       	mov    \$0x3,%eax
 +45:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +4a:	0f 0b                	ud2
 +4c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

0+50 <f4>:
 +50:	b8 03 00 00 00       	mov    \$0x3,%eax
 +55:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +5a:	c3                   	ret
 +5b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +5f:	90                   	nop

0+60 <f5>:
 +60:	b8 03 00 00 00       	mov    \$0x3,%eax
 +65:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +6a:	66 8d 74 26 00       	lea    0x0\(%esi,%eiz,1\),%si
 +6f:	90                   	nop

0+70 <f6>:
 +70:	89 c3                	mov    %eax,%ebx
 +72:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +79:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi

0+80 <f7>:
 +80:	3e 3e 3e 3e 3e b8 01 00 00 00 	ds ds ds ds ds mov \$0x1,%eax
 +8a:	3e 3e bb 02 00 00 00 	ds ds mov \$0x2,%ebx
 +91:	b9 03 00 00 00       	mov    \$0x3,%ecx
 +96:	89 c3                	mov    %eax,%ebx
 +98:	c3                   	ret
 +99:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi

0+a0 <f8>:
 +a0:	3e 3e 3e 3e 3e b8 01 00 00 00 	ds ds ds ds ds mov \$0x1,%eax
 +aa:	3e 3e bb 02 00 00 00 	ds ds mov \$0x2,%ebx
 +b1:	b9 03 00 00 00       	mov    \$0x3,%ecx
 +b6:	39 c3                	cmp    %eax,%ebx
 +b8:	75 e6                	jne    a0 <f8>
 +ba:	c3                   	ret
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop

0+c0 <g>:
 +c0:	c3                   	ret
