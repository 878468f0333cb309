#name: -malign-code-with-prefixes with -malign-branch-prefix-placement=spread: the prefixes nearest the alignment first (64-bit)
#source: align-code-prefixes.s
#as: --64 -malign-branch-boundary=32 -malign-code-with-prefixes -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f1>:
 +0:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5:	eb 07                	jmp    e <f1\+0xe>
 +7:	2e 2e b9 02 00 00 00 	cs cs mov \$0x2,%ecx
 +e:	2e 2e 01 ca          	cs cs add %ecx,%edx
 +12:	e8 a9 00 00 00       	call   c0 <g>
 +17:	2e 2e 89 c3          	cs cs mov %eax,%ebx
 +1b:	2e 2e 2e 89 de       	cs cs cs mov %ebx,%esi
 +20:	83 c0 01             	add    \$0x1,%eax
 +23:	39 d0                	cmp    %edx,%eax
 +25:	75 f9                	jne    20 <f1\+0x20>
 +27:	c3                   	ret
 +28:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)

0+30 <f2>:
 +30:	b8 03 00 00 00       	mov    \$0x3,%eax
 +35:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +3a:	67 ff 21             	jmp    \*\(%ecx\)
 +3d:	0f 1f 00             	nopl   \(%rax\)

0+40 <f3>:
 +40:	b8 03 00 00 00       	mov    \$0x3,%eax
 +45:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +4a:	0f 0b                	ud2
 +4c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0+50 <f4>:
 +50:	b8 03 00 00 00       	mov    \$0x3,%eax
 +55:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +5a:	c3                   	ret
 +5b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

0+60 <f5>:
 +60:	b8 03 00 00 00       	mov    \$0x3,%eax
 +65:	bb 03 00 00 00       	mov    \$0x3,%ebx
 +6a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)

0+70 <f6>:
 +70:	89 c3                	mov    %eax,%ebx
 +72:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7d:	0f 1f 00             	nopl   \(%rax\)

0+80 <f7>:
 +80:	2e b8 01 00 00 00    	cs mov \$0x1,%eax
 +86:	2e 2e bb 02 00 00 00 	cs cs mov \$0x2,%ebx
 +8d:	2e 2e b9 03 00 00 00 	cs cs mov \$0x3,%ecx
 +94:	2e 2e 89 c3          	cs cs mov %eax,%ebx
 +98:	c3                   	ret
 +99:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

0+a0 <f8>:
 +a0:	2e b8 01 00 00 00    	cs mov \$0x1,%eax
 +a6:	2e 2e bb 02 00 00 00 	cs cs mov \$0x2,%ebx
 +ad:	2e 2e b9 03 00 00 00 	cs cs mov \$0x3,%ecx
 +b4:	2e 2e 39 c3          	cs cs cmp %eax,%ebx
 +b8:	75 e6                	jne    a0 <f8>
 +ba:	c3                   	ret
 +bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

0+c0 <g>:
 +c0:	c3                   	ret
