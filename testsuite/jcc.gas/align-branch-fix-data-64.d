#name: data before a fusible pair: prefixes move the pair, no NOP goes between its halves (64-bit)
#source: align-branch-fix-data.s
#as: --64 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +13:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <[^>]*>
 +24:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +40:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +47:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +51:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +56:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	39 c3                	cmp    %eax,%ebx
 +60:	70 9e                	jo     0 <[^>]*>
 +62:	c3                   	ret
