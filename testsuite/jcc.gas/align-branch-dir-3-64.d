#name: .align_branch overrides -mbranches-within-32B-boundaries until .align_branch pop (64-bit)
#source: align-branch-dir-3.s
#as: --64 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1e:	75 e0                	jne    0 <[^>]*>
 +20:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +27:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +31:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +36:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +40:	75 de                	jne    20 <[^>]*>
 +42:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +4d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +58:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +7e:	75 e0                	jne    60 <[^>]*>
 +80:	c3                   	ret
