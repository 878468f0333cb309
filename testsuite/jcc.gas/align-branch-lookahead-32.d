#name: -malign-branch-lookahead=2: prefixes before a branch also move the branches right after it (32-bit)
#source: align-branch-lookahead.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +e:	90                   	nop
 +f:	01 c2                	add    %eax,%edx
 +11:	3e 01 c2             	ds add %eax,%edx
 +14:	3e 3e 01 c2          	ds ds add %eax,%edx
 +18:	3e 3e 01 c2          	ds ds add %eax,%edx
 +1c:	3e 3e 01 c2          	ds ds add %eax,%edx
 +20:	39 ca                	cmp    %ecx,%edx
 +22:	7c dc                	jl     0 <f>
 +24:	39 ce                	cmp    %ecx,%esi
 +26:	74 d8                	je     0 <f>
 +28:	c3                   	ret
 +29:	eb 15                	jmp    40 <f\+0x40>
 +2b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40:	eb 15                	jmp    57 <f\+0x57>
 +42:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +49:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +50:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +57:	01 c2                	add    %eax,%edx
 +59:	39 ca                	cmp    %ecx,%edx
 +5b:	7c a3                	jl     0 <f>
 +5d:	8d 76 00             	lea    0x0\(%esi\),%esi
 +60:	39 ce                	cmp    %ecx,%esi
 +62:	74 9c                	je     0 <f>
 +64:	c3                   	ret
 +65:	eb 19                	jmp    80 <f\+0x80>
 +67:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +75:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +80:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +87:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +8b:	01 c2                	add    %eax,%edx
 +8d:	3e 3e 01 c2          	ds ds add %eax,%edx
 +91:	3e 3e 3e 01 c2       	ds ds ds add %eax,%edx
 +96:	3e 3e 3e 01 c2       	ds ds ds add %eax,%edx
 +9b:	3e 3e 3e 01 c2       	ds ds ds add %eax,%edx
 +a0:	39 ca                	cmp    %ecx,%edx
 +a2:	7c dc                	jl     80 <f\+0x80>
 +a4:	39 ce                	cmp    %ecx,%esi
 +a6:	74 d8                	je     80 <f\+0x80>
 +a8:	39 cf                	cmp    %ecx,%edi
 +aa:	7f d4                	jg     80 <f\+0x80>
 +ac:	c3                   	ret
 +ad:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +bf:	90                   	nop
 +c0:	eb 26                	jmp    e8 <f\+0xe8>
 +c2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +c9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +de:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +e5:	8d 76 00             	lea    0x0\(%esi\),%esi
 +e8:	01 c2                	add    %eax,%edx
 +ea:	01 c2                	add    %eax,%edx
 +ec:	01 c2                	add    %eax,%edx
 +ee:	3e 01 c2             	ds add %eax,%edx
 +f1:	39 ca                	cmp    %ecx,%edx
 +f3:	0f 8c 07 ff ff ff    	jl     0 <f>
 +f9:	3e 3e 3e 3e 3e 89 d6 	ds ds ds ds ds mov %edx,%esi
 +100:	39 ce                	cmp    %ecx,%esi
 +102:	0f 84 f8 fe ff ff    	je     0 <f>
 +108:	c3                   	ret
 +109:	eb 35                	jmp    140 <f\+0x140>
 +10b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +112:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +119:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +120:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +127:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +12e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +135:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +13c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +140:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +147:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +14b:	90                   	nop
 +14c:	01 c2                	add    %eax,%edx
 +14e:	01 c2                	add    %eax,%edx
 +150:	01 c2                	add    %eax,%edx
 +152:	01 c2                	add    %eax,%edx
 +154:	39 ca                	cmp    %ecx,%edx
 +156:	0f 8c a4 fe ff ff    	jl     0 <f>
 +15c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +160:	39 ce                	cmp    %ecx,%esi
 +162:	0f 84 98 fe ff ff    	je     0 <f>
 +168:	c3                   	ret
 +169:	eb 15                	jmp    180 <f\+0x180>
 +16b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +172:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +179:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +180:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +187:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +18e:	90                   	nop
 +18f:	89 c2                	mov    %eax,%edx
 +191:	3e 89 c2             	ds mov %eax,%edx
 +194:	3e 3e 89 c2          	ds ds mov %eax,%edx
 +198:	3e 3e 89 c2          	ds ds mov %eax,%edx
 +19c:	3e 3e 89 c2          	ds ds mov %eax,%edx
 +1a0:	39 ca                	cmp    %ecx,%edx
 +1a2:	7c dc                	jl     180 <f\+0x180>
 +1a4:	39 ce                	cmp    %ecx,%esi
 +1a6:	74 d8                	je     180 <f\+0x180>
 +1a8:	c3                   	ret
 +1a9:	eb 15                	jmp    1c0 <f\+0x1c0>
 +1ab:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1b2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1b9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1c0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1c7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1ce:	90                   	nop
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
