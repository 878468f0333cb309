#name: .align_branch mark alone pads exactly the marked branches with NOPs (64-bit)
#source: align-branch-mark-1.s
#as: --64 --defsym X64=1
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
 +1e:	66 90                	xchg   %ax,%ax
 +20:	75 de                	jne    0 <[^>]*>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5e:	75 a0                	jne    0 <[^>]*>
 +60:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +65:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +6f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +74:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +79:	90                   	nop
 +7a:	90                   	nop
 +7b:	90                   	nop
 +7c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +80:	39 c3                	cmp    %eax,%ebx
 +82:	0f 85 78 ff ff ff    	jne    0 <[^>]*>
 +88:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +93:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +9e:	66 90                	xchg   %ax,%ax
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +b9:	90                   	nop
 +ba:	90                   	nop
 +bb:	90                   	nop
 +bc:	2e 2e 39 c3          	cs cs cmp %eax,%ebx
 +c0:	0f 80 3a ff ff ff    	jo     0 <[^>]*>
 +c6:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +d1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +dc:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +e0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ea:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ef:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +fe:	90                   	nop
 +ff:	90                   	nop
 +100:	e9 fb fe ff ff       	jmp    0 <[^>]*>
 +105:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +110:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +11b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +120:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +125:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +134:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +139:	90                   	nop
 +13a:	90                   	nop
 +13b:	90                   	nop
 +13c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +140:	e8 bb fe ff ff       	call   0 <[^>]*>
 +145:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +150:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +15b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +160:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +165:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +16f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +174:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +179:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17e:	90                   	nop
 +17f:	90                   	nop
 +180:	c3                   	ret
 +181:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +18c:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +197:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +1a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1af:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1be:	66 90                	xchg   %ax,%ax
 +1c0:	ff e0                	jmp    \*%rax
