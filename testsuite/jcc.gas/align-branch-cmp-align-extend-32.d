#name: code alignments between a fusible pair's halves, alignments extended with prefixes (32-bit)
#source: align-branch-cmp-align-extend.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 -malign-code-with-prefixes -malign-branch-extend-alignment --relax-through-alignments
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	83 c0 01             	add    \$0x1,%eax
 +1c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +20:	0f 85 fc ff ff ff    	jne    22 <f\+0x22>
 +26:	eb 18                	jmp    40 <f\+0x40>
 +28:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +36:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3d:	8d 76 00             	lea    0x0\(%esi\),%esi
 +40:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +46:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +4c:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +52:	3e 3e b8 44 33 22 11 	ds ds mov \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	39 c3                	cmp    %eax,%ebx
 +60:	90                   	nop
 +61:	74 9d                	je     0 <f>
 +63:	eb 1b                	jmp    80 <f\+0x80>
 +65:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +73:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	3e b8 44 33 22 11    	ds mov \$0x11223344,%eax
 +95:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9a:	85 c9                	test   %ecx,%ecx
 +9c:	75 fe                	jne    9c <f\+0x9c>
 +9e:	c3                   	ret
#pass
