#name: .align_branch BOUNDARY, TYPES, prefixes: prefixes where they suffice, never a NOP, until settings without it (64-bit)
#source: align-branch-prefixes-only.s
#as: --64
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e b8 01 00 00 00    	cs mov \$0x1,%eax
 +6:	b8 01 00 00 00       	mov    \$0x1,%eax
 +b:	b8 01 00 00 00       	mov    \$0x1,%eax
 +10:	b8 01 00 00 00       	mov    \$0x1,%eax
 +15:	b8 01 00 00 00       	mov    \$0x1,%eax
 +1a:	89 c3                	mov    %eax,%ebx
 +1c:	89 c3                	mov    %eax,%ebx
 +1e:	89 c3                	mov    %eax,%ebx
 +20:	75 de                	jne    0 <f>
 +22:	b8 01 00 00 00       	mov    \$0x1,%eax
 +27:	b8 01 00 00 00       	mov    \$0x1,%eax
 +2c:	b8 01 00 00 00       	mov    \$0x1,%eax
 +31:	b8 01 00 00 00       	mov    \$0x1,%eax
 +36:	b8 01 00 00 00       	mov    \$0x1,%eax
 +3b:	89 c3                	mov    %eax,%ebx
 +3d:	eb c1                	jmp    0 <f>
 +3f:	eb bf                	jmp    0 <f>
 +41:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +4c:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +57:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +60:	b8 01 00 00 00       	mov    \$0x1,%eax
 +65:	b8 01 00 00 00       	mov    \$0x1,%eax
 +6a:	b8 01 00 00 00       	mov    \$0x1,%eax
 +6f:	b8 01 00 00 00       	mov    \$0x1,%eax
 +74:	b8 01 00 00 00       	mov    \$0x1,%eax
 +79:	89 c3                	mov    %eax,%ebx
 +7b:	89 c3                	mov    %eax,%ebx
 +7d:	eb 81                	jmp    0 <f>
 +7f:	90                   	nop
 +80:	e9 7b ff ff ff       	jmp    0 <f>
 +85:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +90:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +9b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +a0:	2e 2e 2e b8 01 00 00 00 	cs cs cs mov \$0x1,%eax
 +a8:	b8 01 00 00 00       	mov    \$0x1,%eax
 +ad:	b8 01 00 00 00       	mov    \$0x1,%eax
 +b2:	b8 01 00 00 00       	mov    \$0x1,%eax
 +b7:	b8 01 00 00 00       	mov    \$0x1,%eax
 +bc:	89 c3                	mov    %eax,%ebx
 +be:	89 c3                	mov    %eax,%ebx
 +c0:	39 ca                	cmp    %ecx,%edx
 +c2:	0f 85 38 ff ff ff    	jne    0 <f>

0+c8 <h>:
 +c8:	b8 01 00 00 00       	mov    \$0x1,%eax
 +cd:	b8 01 00 00 00       	mov    \$0x1,%eax
 +d2:	b8 01 00 00 00       	mov    \$0x1,%eax
 +d7:	b8 01 00 00 00       	mov    \$0x1,%eax
 +dc:	98                   	cwtl
 +dd:	eb e9                	jmp    c8 <h>
 +df:	eb e7                	jmp    c8 <h>
 +e1:	c3                   	ret
