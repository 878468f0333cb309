#name: without -malign-branch-extend-alignment, NOPs after the alignments (64-bit)
#source: align-branch-extend-alignment.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-size=1 -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
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
 +13:	eb 1a                	jmp    2f <f\+0x2f>
 +15:	0f 1f 00             	nopl   \(%rax\)
 +18:	f6 c3 02             	test   \$0x2,%bl
 +1b:	74 12                	je     2f <f\+0x2f>
 +1d:	0f 1f 00             	nopl   \(%rax\)
 +20:	83 fe 7f             	cmp    \$0x7f,%esi
 +23:	77 0a                	ja     2f <f\+0x2f>
 +25:	83 fe 0b             	cmp    \$0xb,%esi
 +28:	76 05                	jbe    2f <f\+0x2f>
 +2a:	83 c0 01             	add    \$0x1,%eax
 +2d:	eb e9                	jmp    18 <f\+0x18>
 +2f:	c3                   	ret
 +30:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

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
 +53:	eb 15                	jmp    6a <g\+0x2a>
 +55:	0f 1f 00             	nopl   \(%rax\)
 +58:	f6 c3 02             	test   \$0x2,%bl
 +5b:	74 0d                	je     6a <g\+0x2a>
 +5d:	0f 1f 00             	nopl   \(%rax\)
 +60:	83 fe 7f             	cmp    \$0x7f,%esi
 +63:	77 05                	ja     6a <g\+0x2a>
 +65:	83 c0 01             	add    \$0x1,%eax
 +68:	eb ee                	jmp    58 <g\+0x18>
 +6a:	c3                   	ret
 +6b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +76:	66 2e 0f 1f 84 00 00 00 00 00 	cs nopw 0x0\(%rax,%rax,1\)

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
 +93:	eb 0f                	jmp    a4 <h\+0x24>
 +95:	0f 1f 00             	nopl   \(%rax\)
 +98:	2e 81 c1 a0 86 01 00 	cs add \$0x186a0,%ecx
 +9f:	90                   	nop
 +a0:	39 f7                	cmp    %esi,%edi
 +a2:	75 f4                	jne    98 <h\+0x18>
 +a4:	c3                   	ret
 +a5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

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
 +d5:	0f 1f 00             	nopl   \(%rax\)
 +d8:	83 c0 01             	add    \$0x1,%eax
 +db:	eb fb                	jmp    d8 <k\+0x18>
 +dd:	c3                   	ret
