#name: code alignments between a fusible pair's halves, alignments extended with prefixes (64-bit)
#source: align-branch-cmp-align-extend.s
#as: --64 -mbranches-within-32B-boundaries -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 -malign-code-with-prefixes -malign-branch-extend-alignment --relax-through-alignments
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
 +1c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +20:	0f 85 00 00 00 00    	jne    26 <f\+0x26>
 +26:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +31:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +40:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +46:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +4c:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +52:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	39 c3                	cmp    %eax,%ebx
 +60:	90                   	nop
 +61:	74 9d                	je     0 <f>
 +63:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6e:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +79:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +95:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9a:	85 c9                	test   %ecx,%ecx
 +9c:	75 fe                	jne    9c <f\+0x9c>
 +9e:	c3                   	ret
#pass
