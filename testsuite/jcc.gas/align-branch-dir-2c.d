#name: .align_branch 32, jcc+fused+jmp, 5 pads like -mbranches-within-32B-boundaries (64-bit)
#source: align-branch-dir-2.s
#as: --64 --defsym USE_DIR=1
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e 2e b8 44 33 22 11 	cs cs cs mov \$0x11223344,%eax
 +8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <[^>]*>
 +24:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +40:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +46:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +50:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +55:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5f:	90                   	nop
 +60:	eb 9e                	jmp    0 <[^>]*>
 +62:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +78:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +80:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +86:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +90:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +95:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9f:	90                   	nop
 +a0:	0f 80 5a ff ff ff    	jo     0 <[^>]*>
 +a6:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bc:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +de:	90                   	nop
 +df:	e8 1c ff ff ff       	call   0 <[^>]*>
 +e4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ee:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f3:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fd:	90                   	nop
 +fe:	90                   	nop
 +ff:	c3                   	ret
