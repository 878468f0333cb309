#name: a compare and its jump with code alignments between: fused when they add no byte, in blanket mode (64-bit)
#source: align-branch-cmp-align.s
#as: --64 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +16:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +1e:	39 ca                	cmp    %ecx,%edx
 +20:	90                   	nop
 +21:	75 dd                	jne    0 <f>
 +23:	c3                   	ret
 +24:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +40:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +4b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +56:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +5d:	39 ca                	cmp    %ecx,%edx
 +5f:	90                   	nop
 +60:	75 9e                	jne    0 <f>
 +62:	c3                   	ret
 +63:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6e:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +79:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +80:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +8b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +96:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +9f:	39 ca                	cmp    %ecx,%edx
 +a1:	90                   	nop
 +a2:	0f 85 58 ff ff ff    	jne    0 <f>
 +a8:	c3                   	ret
 +a9:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bf:	90                   	nop
 +c0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +cb:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +d6:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +de:	39 ca                	cmp    %ecx,%edx
 +e0:	90                   	nop
 +e1:	0f 85 19 ff ff ff    	jne    0 <f>
 +e7:	c3                   	ret
 +e8:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +f3:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +fe:	66 90                	xchg   %ax,%ax
 +100:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +10b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +116:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +11e:	85 ca                	test   %ecx,%edx
 +120:	90                   	nop
 +121:	0f 84 d9 fe ff ff    	je     0 <f>
 +127:	c3                   	ret
 +128:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +133:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +13e:	66 90                	xchg   %ax,%ax
 +140:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +14b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +156:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +15e:	89 ca                	mov    %ecx,%edx
 +160:	0f 85 9a fe ff ff    	jne    0 <f>
 +166:	c3                   	ret
