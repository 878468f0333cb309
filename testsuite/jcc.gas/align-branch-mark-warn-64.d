#name: a mark that would split a prefix or a fused pair warns and pads nothing (64-bit)
#source: align-branch-mark-warn.s
#as: --64
#objdump: -dw
#warning_output: align-branch-mark-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1e:	2e 75 df             	jne,pn 0 <[^>]*>
 +21:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2c:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +37:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	90                   	nop
 +5a:	90                   	nop
 +5b:	90                   	nop
 +5c:	39 c3                	cmp    %eax,%ebx
 +5e:	75 a0                	jne    0 <[^>]*>
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	90                   	nop
 +7a:	90                   	nop
 +7b:	90                   	nop
 +7c:	39 c3                	cmp    %eax,%ebx
 +7e:	75 80                	jne    0 <[^>]*>
 +80:	c3                   	ret
 +81:	e8 7a ff ff ff       	call   0 <[^>]*>
 +86:	c3                   	ret
