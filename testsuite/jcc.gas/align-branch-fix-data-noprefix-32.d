#name: data before a fusible pair and no prefixes: the pair is not split by a NOP (32-bit)
#source: align-branch-fix-data.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	90                   	nop
 +1a:	90                   	nop
 +1b:	90                   	nop
 +1c:	39 c3                	cmp    %eax,%ebx
 +1e:	75 e0                	jne    0 <[^>]*>
 +20:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +25:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +39:	90                   	nop
 +3a:	90                   	nop
 +3b:	90                   	nop
 +3c:	39 c3                	cmp    %eax,%ebx
 +3e:	66 90                	xchg   %ax,%ax
 +40:	70 be                	jo     0 <[^>]*>
 +42:	c3                   	ret
