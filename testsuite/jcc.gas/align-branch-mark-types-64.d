#name: .align_branch mark, TYPES passes over branches of other types; prefixes only after the mark (64-bit)
#source: align-branch-mark-types.s
#as: --64
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b:	e8 f0 ff ff ff       	call   0 <f>
 +10:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +15:	c3                   	ret
 +16:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20:	75 de                	jne    0 <f>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	e8 ac ff ff ff       	call   0 <f>
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	75 a0                	jne    0 <f>
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +7e:	66 90                	xchg   %ax,%ax
 +80:	0f 85 7a ff ff ff    	jne    0 <f>
 +86:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +91:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +9c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b9:	eb 00                	jmp    bb <f\+0xbb>
 +bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +c0:	85 c0                	test   %eax,%eax
 +c2:	0f 85 38 ff ff ff    	jne    0 <f>
 +c8:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +d1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +db:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e0:	39 c3                	cmp    %eax,%ebx
 +e2:	0f 84 18 ff ff ff    	je     0 <f>
 +e8:	c3                   	ret
#pass
