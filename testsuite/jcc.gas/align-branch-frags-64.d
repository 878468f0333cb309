#name: blanket padding with fewer frags gives the bytes of 2.40 (64-bit)
#source: align-branch-frags.s
#as: --64 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +7:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +c:	b9 44 33 22 11       	mov    \$0x11223344,%ecx
 +11:	ba 44 33 22 11       	mov    \$0x11223344,%edx
 +16:	be 44 33 22 11       	mov    \$0x11223344,%esi
 +1b:	bf 44 33 22 11       	mov    \$0x11223344,%edi
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <f>
 +24:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +29:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +2e:	b9 44 33 22 11       	mov    \$0x11223344,%ecx
 +33:	85 c0                	test   %eax,%eax
 +35:	89 c2                	mov    %eax,%edx
 +37:	74 f5                	je     2e <f\+0x2e>
 +39:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3e:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +43:	b9 44 33 22 11       	mov    \$0x11223344,%ecx
 +48:	ba 44 33 22 11       	mov    \$0x11223344,%edx
 +4d:	be 44 33 22 11       	mov    \$0x11223344,%esi
 +52:	bf 44 33 22 11       	mov    \$0x11223344,%edi
 +57:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5c:	e8 9f ff ff ff       	call   0 <f>
 +61:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +66:	b9 44 33 22 11       	mov    \$0x11223344,%ecx
 +6b:	eb c1                	jmp    2e <f\+0x2e>
 +6d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +72:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +77:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +80:	2e 2e b9 44 33 22 11 	cs cs mov \$0x11223344,%ecx
 +87:	ba 44 33 22 11       	mov    \$0x11223344,%edx
 +8c:	be 44 33 22 11       	mov    \$0x11223344,%esi
 +91:	bf 44 33 22 11       	mov    \$0x11223344,%edi
 +96:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9b:	bb 44 33 22 11       	mov    \$0x11223344,%ebx
 +a0:	83 f8 01             	cmp    \$0x1,%eax
 +a3:	0f 82 57 ff ff ff    	jb     0 <f>
 +a9:	c3                   	ret
#pass
