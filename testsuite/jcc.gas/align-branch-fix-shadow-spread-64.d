#name: no NOP in the shadow of sti, mov to %ss, pop %ss with -malign-branch-prefix-placement=spread either, when prefixes are short (64-bit)
#source: align-branch-fix-shadow.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch-prefix-size=1 -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +15:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	fb                   	sti
 +20:	75 de                	jne    0 <f>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +55:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	2e 8e d0             	cs mov %eax,%ss
 +60:	39 c3                	cmp    %eax,%ebx
 +62:	75 9c                	jne    0 <f>
 +64:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +94:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +9a:	90                   	nop
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	2e 8e d8             	cs mov %eax,%ds
 +a0:	0f 85 5a ff ff ff    	jne    0 <f>
 +a6:	c3                   	ret
