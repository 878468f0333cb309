#name: -malign-branch-lookahead=2: a branch whose run of its own needs the run before it for the branch after it (32-bit)
#source: align-branch-lookahead-nested.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	eb 1c                	jmp    1e <f\+0x1e>
 +2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +10:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1e:	89 c2                	mov    %eax,%edx
 +20:	89 c2                	mov    %eax,%edx
 +22:	89 c2                	mov    %eax,%edx
 +24:	3e 89 c2             	ds mov %eax,%edx
 +27:	3e 89 c2             	ds mov %eax,%edx
 +2a:	85 ed                	test   %ebp,%ebp
 +2c:	0f 8f fc ff ff ff    	jg     2e <f\+0x2e>
 +32:	3e 3e 3e 3e 3e 89 c5 	ds ds ds ds ds mov %eax,%ebp
 +39:	3e 3e 3e 3e 3e 89 c5 	ds ds ds ds ds mov %eax,%ebp
 +40:	39 f5                	cmp    %esi,%ebp
 +42:	0f 8c fc ff ff ff    	jl     44 <f\+0x44>
 +48:	0f 84 fc ff ff ff    	je     4a <f\+0x4a>
 +4e:	c3                   	ret
 +4f:	eb 2f                	jmp    80 <f\+0x80>
 +51:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +58:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +5f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +66:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +74:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop
 +80:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +86:	89 c2                	mov    %eax,%edx
 +88:	85 ed                	test   %ebp,%ebp
 +8a:	0f 8f fc ff ff ff    	jg     8c <f\+0x8c>
 +90:	89 c5                	mov    %eax,%ebp
 +92:	89 c5                	mov    %eax,%ebp
 +94:	39 f5                	cmp    %esi,%ebp
 +96:	0f 8c fc ff ff ff    	jl     98 <f\+0x98>
 +9c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +a0:	0f 84 fc ff ff ff    	je     a2 <f\+0xa2>
 +a6:	c3                   	ret
 +a7:	eb 17                	jmp    c0 <f\+0xc0>
 +a9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +be:	66 90                	xchg   %ax,%ax
 +c0:	eb 1c                	jmp    de <f\+0xde>
 +c2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +c9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +de:	89 c2                	mov    %eax,%edx
 +e0:	89 c2                	mov    %eax,%edx
 +e2:	85 ed                	test   %ebp,%ebp
 +e4:	0f 8f fc ff ff ff    	jg     e6 <f\+0xe6>
 +ea:	89 c5                	mov    %eax,%ebp
 +ec:	89 c5                	mov    %eax,%ebp
 +ee:	39 f5                	cmp    %esi,%ebp
 +f0:	0f 8c fc ff ff ff    	jl     f2 <f\+0xf2>
 +f6:	89 c1                	mov    %eax,%ecx
 +f8:	c3                   	ret
