#name: -malign-branch-lookahead=1: a branch with a run of its own is the last one counted
#source: align-branch-lookahead-nested.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=1
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
 +24:	89 c2                	mov    %eax,%edx
 +26:	89 c2                	mov    %eax,%edx
 +28:	85 ed                	test   %ebp,%ebp
 +2a:	0f 8f 00 00 00 00    	jg     30 <f\+0x30>
 +30:	89 c5                	mov    %eax,%ebp
 +32:	89 c5                	mov    %eax,%ebp
 +34:	39 f5                	cmp    %esi,%ebp
 +36:	0f 8c 00 00 00 00    	jl     3c <f\+0x3c>
 +3c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +40:	0f 84 00 00 00 00    	je     46 <f\+0x46>
 +46:	c3                   	ret
 +47:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +52:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +5d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +68:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +73:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7e:	66 90                	xchg   %ax,%ax
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
