#name: -malign-branch-extend-alignment: code alignments take more bytes so the branches after them need no NOP (32-bit)
#source: align-branch-extend-alignment.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-size=1 -malign-branch-prefix-placement=spread -malign-branch-lookahead=2 -malign-branch-extend-alignment
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	90                   	nop
 +1:	90                   	nop
 +2:	90                   	nop
 +3:	90                   	nop
 +4:	90                   	nop
 +5:	90                   	nop
 +6:	90                   	nop
 +7:	90                   	nop
 +8:	90                   	nop
 +9:	90                   	nop
 +a:	90                   	nop
 +b:	90                   	nop
 +c:	90                   	nop
 +d:	90                   	nop
 +e:	90                   	nop
 +f:	90                   	nop
 +10:	90                   	nop
 +11:	90                   	nop
 +12:	90                   	nop
 +13:	eb 1f                	jmp    34 <f\+0x34>
 +15:	8d 76 00             	lea    0x0\(%esi\),%esi
 +18:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1f:	90                   	nop
 +20:	f6 c3 02             	test   \$0x2,%bl
 +23:	74 0f                	je     34 <f\+0x34>
 +25:	83 fe 7f             	cmp    \$0x7f,%esi
 +28:	77 0a                	ja     34 <f\+0x34>
 +2a:	83 fe 0b             	cmp    \$0xb,%esi
 +2d:	76 05                	jbe    34 <f\+0x34>
 +2f:	83 c0 01             	add    \$0x1,%eax
 +32:	eb ec                	jmp    20 <f\+0x20>
 +34:	c3                   	ret
 +35:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

0+40 <g>:
 +40:	90                   	nop
 +41:	90                   	nop
 +42:	90                   	nop
 +43:	90                   	nop
 +44:	90                   	nop
 +45:	90                   	nop
 +46:	90                   	nop
 +47:	90                   	nop
 +48:	90                   	nop
 +49:	90                   	nop
 +4a:	90                   	nop
 +4b:	90                   	nop
 +4c:	90                   	nop
 +4d:	90                   	nop
 +4e:	90                   	nop
 +4f:	90                   	nop
 +50:	90                   	nop
 +51:	90                   	nop
 +52:	90                   	nop
 +53:	eb 22                	jmp    77 <g\+0x37>
 +55:	8d 76 00             	lea    0x0\(%esi\),%esi
 +58:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +5f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +66:	66 90                	xchg   %ax,%ax
 +68:	f6 c3 02             	test   \$0x2,%bl
 +6b:	74 0a                	je     77 <g\+0x37>
 +6d:	83 fe 7f             	cmp    \$0x7f,%esi
 +70:	77 05                	ja     77 <g\+0x37>
 +72:	83 c0 01             	add    \$0x1,%eax
 +75:	eb f1                	jmp    68 <g\+0x28>
 +77:	c3                   	ret
 +78:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop

0+80 <h>:
 +80:	90                   	nop
 +81:	90                   	nop
 +82:	90                   	nop
 +83:	90                   	nop
 +84:	90                   	nop
 +85:	90                   	nop
 +86:	90                   	nop
 +87:	90                   	nop
 +88:	90                   	nop
 +89:	90                   	nop
 +8a:	90                   	nop
 +8b:	90                   	nop
 +8c:	90                   	nop
 +8d:	90                   	nop
 +8e:	90                   	nop
 +8f:	90                   	nop
 +90:	90                   	nop
 +91:	90                   	nop
 +92:	90                   	nop
 +93:	eb 15                	jmp    aa <h\+0x2a>
 +95:	8d 76 00             	lea    0x0\(%esi\),%esi
 +98:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9f:	90                   	nop
 +a0:	81 c1 a0 86 01 00    	add    \$0x186a0,%ecx
 +a6:	39 f7                	cmp    %esi,%edi
 +a8:	75 f6                	jne    a0 <h\+0x20>
 +aa:	c3                   	ret
 +ab:	eb 13                	jmp    c0 <k>
 +ad:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop

0+c0 <k>:
 +c0:	90                   	nop
 +c1:	90                   	nop
 +c2:	90                   	nop
 +c3:	90                   	nop
 +c4:	90                   	nop
 +c5:	90                   	nop
 +c6:	90                   	nop
 +c7:	90                   	nop
 +c8:	90                   	nop
 +c9:	90                   	nop
 +ca:	90                   	nop
 +cb:	90                   	nop
 +cc:	90                   	nop
 +cd:	90                   	nop
 +ce:	90                   	nop
 +cf:	90                   	nop
 +d0:	90                   	nop
 +d1:	90                   	nop
 +d2:	90                   	nop
 +d3:	eb 08                	jmp    dd <k\+0x1d>
 +d5:	8d 76 00             	lea    0x0\(%esi\),%esi
 +d8:	83 c0 01             	add    \$0x1,%eax
 +db:	eb fb                	jmp    d8 <k\+0x18>
 +dd:	c3                   	ret
