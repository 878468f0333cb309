#name: -malign-branch-lookahead=2: a branch whose run of its own needs the run before it for the branch after it (64-bit)
#source: align-branch-lookahead-nested.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +16:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +1e:	89 c2                	mov    %eax,%edx
 +20:	89 c2                	mov    %eax,%edx
 +22:	89 c2                	mov    %eax,%edx
 +24:	2e 89 c2             	cs mov %eax,%edx
 +27:	2e 89 c2             	cs mov %eax,%edx
 +2a:	85 ed                	test   %ebp,%ebp
 +2c:	0f 8f 00 00 00 00    	jg     32 <f\+0x32>
 +32:	2e 2e 2e 2e 2e 89 c5 	cs cs cs cs cs mov %eax,%ebp
 +39:	2e 2e 2e 2e 2e 89 c5 	cs cs cs cs cs mov %eax,%ebp
 +40:	39 f5                	cmp    %esi,%ebp
 +42:	0f 8c 00 00 00 00    	jl     48 <f\+0x48>
 +48:	0f 84 00 00 00 00    	je     4e <f\+0x4e>
 +4e:	c3                   	ret
 +4f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +5a:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +65:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +70:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +80:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +86:	89 c2                	mov    %eax,%edx
 +88:	85 ed                	test   %ebp,%ebp
 +8a:	0f 8f 00 00 00 00    	jg     90 <f\+0x90>
 +90:	89 c5                	mov    %eax,%ebp
 +92:	89 c5                	mov    %eax,%ebp
 +94:	39 f5                	cmp    %esi,%ebp
 +96:	0f 8c 00 00 00 00    	jl     9c <f\+0x9c>
 +9c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +a0:	0f 84 00 00 00 00    	je     a6 <f\+0xa6>
 +a6:	c3                   	ret
 +a7:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b2:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bd:	0f 1f 00             	nopl   \(%rax\)
 +c0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +cb:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +d6:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +de:	89 c2                	mov    %eax,%edx
 +e0:	89 c2                	mov    %eax,%edx
 +e2:	85 ed                	test   %ebp,%ebp
 +e4:	0f 8f 00 00 00 00    	jg     ea <f\+0xea>
 +ea:	89 c5                	mov    %eax,%ebp
 +ec:	89 c5                	mov    %eax,%ebp
 +ee:	39 f5                	cmp    %esi,%ebp
 +f0:	0f 8c 00 00 00 00    	jl     f6 <f\+0xf6>
 +f6:	89 c1                	mov    %eax,%ecx
 +f8:	c3                   	ret
