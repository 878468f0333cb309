#name: -malign-branch-lookahead=2: prefixes before a branch also move the branches right after it (64-bit)
#source: align-branch-lookahead.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +f:	01 c2                	add    %eax,%edx
 +11:	2e 01 c2             	cs add %eax,%edx
 +14:	2e 2e 01 c2          	cs cs add %eax,%edx
 +18:	2e 2e 01 c2          	cs cs add %eax,%edx
 +1c:	2e 2e 01 c2          	cs cs add %eax,%edx
 +20:	39 ca                	cmp    %ecx,%edx
 +22:	7c dc                	jl     0 <f>
 +24:	39 ce                	cmp    %ecx,%esi
 +26:	74 d8                	je     0 <f>
 +28:	c3                   	ret
 +29:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +34:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3f:	90                   	nop
 +40:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +4b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +56:	90                   	nop
 +57:	01 c2                	add    %eax,%edx
 +59:	39 ca                	cmp    %ecx,%edx
 +5b:	7c a3                	jl     0 <f>
 +5d:	0f 1f 00             	nopl   \(%rax\)
 +60:	39 ce                	cmp    %ecx,%esi
 +62:	74 9c                	je     0 <f>
 +64:	c3                   	ret
 +65:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +70:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +80:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +8b:	01 c2                	add    %eax,%edx
 +8d:	2e 2e 01 c2          	cs cs add %eax,%edx
 +91:	2e 2e 2e 01 c2       	cs cs cs add %eax,%edx
 +96:	2e 2e 2e 01 c2       	cs cs cs add %eax,%edx
 +9b:	2e 2e 2e 01 c2       	cs cs cs add %eax,%edx
 +a0:	39 ca                	cmp    %ecx,%edx
 +a2:	7c dc                	jl     80 <f\+0x80>
 +a4:	39 ce                	cmp    %ecx,%esi
 +a6:	74 d8                	je     80 <f\+0x80>
 +a8:	39 cf                	cmp    %ecx,%edi
 +aa:	7f d4                	jg     80 <f\+0x80>
 +ac:	c3                   	ret
 +ad:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b8:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +c0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +cb:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +d6:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +e1:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +e8:	01 c2                	add    %eax,%edx
 +ea:	01 c2                	add    %eax,%edx
 +ec:	01 c2                	add    %eax,%edx
 +ee:	2e 01 c2             	cs add %eax,%edx
 +f1:	39 ca                	cmp    %ecx,%edx
 +f3:	0f 8c 07 ff ff ff    	jl     0 <f>
 +f9:	2e 2e 2e 2e 2e 89 d6 	cs cs cs cs cs mov %edx,%esi
 +100:	39 ce                	cmp    %ecx,%esi
 +102:	0f 84 f8 fe ff ff    	je     0 <f>
 +108:	c3                   	ret
 +109:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +114:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +11f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +12a:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +135:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +140:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +14b:	90                   	nop
 +14c:	01 c2                	add    %eax,%edx
 +14e:	01 c2                	add    %eax,%edx
 +150:	01 c2                	add    %eax,%edx
 +152:	01 c2                	add    %eax,%edx
 +154:	39 ca                	cmp    %ecx,%edx
 +156:	0f 8c a4 fe ff ff    	jl     0 <f>
 +15c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +160:	39 ce                	cmp    %ecx,%esi
 +162:	0f 84 98 fe ff ff    	je     0 <f>
 +168:	c3                   	ret
 +169:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +174:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +17f:	90                   	nop
 +180:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +18b:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +18f:	89 c2                	mov    %eax,%edx
 +191:	2e 89 c2             	cs mov %eax,%edx
 +194:	2e 2e 89 c2          	cs cs mov %eax,%edx
 +198:	2e 2e 89 c2          	cs cs mov %eax,%edx
 +19c:	2e 2e 89 c2          	cs cs mov %eax,%edx
 +1a0:	39 ca                	cmp    %ecx,%edx
 +1a2:	7c dc                	jl     180 <f\+0x180>
 +1a4:	39 ce                	cmp    %ecx,%esi
 +1a6:	74 d8                	je     180 <f\+0x180>
 +1a8:	c3                   	ret
 +1a9:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1b4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1bf:	90                   	nop
 +1c0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1cb:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +1cf:	89 c2                	mov    %eax,%edx
 +1d1:	89 c2                	mov    %eax,%edx
 +1d3:	89 c2                	mov    %eax,%edx
 +1d5:	89 c2                	mov    %eax,%edx
 +1d7:	89 c2                	mov    %eax,%edx
 +1d9:	39 ca                	cmp    %ecx,%edx
 +1db:	7c e3                	jl     1c0 <f\+0x1c0>
 +1dd:	39 ce                	cmp    %ecx,%esi
 +1df:	74 df                	je     1c0 <f\+0x1c0>
 +1e1:	c3                   	ret
