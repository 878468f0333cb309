#name: branches in the shadow of sti, mov to %ss, pop %ss are moved by prefixes before it (64-bit)
#source: align-branch-fix-shadow.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	fb                   	sti
 +20:	75 de                	jne    0 <[^>]*>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +40:	2e 2e 2e b8 44 33 22 11 	cs cs cs mov \$0x11223344,%eax
 +48:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +52:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +57:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	8e d0                	mov    %eax,%ss
 +60:	39 c3                	cmp    %eax,%ebx
 +62:	75 9c                	jne    0 <[^>]*>
 +64:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +80:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +87:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +91:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +96:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	90                   	nop
 +9e:	8e d8                	mov    %eax,%ds
 +a0:	0f 85 5a ff ff ff    	jne    0 <[^>]*>
 +a6:	c3                   	ret
