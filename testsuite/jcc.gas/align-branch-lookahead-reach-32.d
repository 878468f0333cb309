#name: -malign-branch-lookahead=2: a branch moves with the one before it only within 64 bytes (32-bit)
#source: align-branch-lookahead-reach.s
#as: --32 -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +e:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +14:	89 c2                	mov    %eax,%edx
 +16:	3e 3e 3e 89 c2       	ds ds ds mov %eax,%edx
 +1b:	3e 3e 3e 89 c2       	ds ds ds mov %eax,%edx
 +20:	39 ca                	cmp    %ecx,%edx
 +22:	74 42                	je     66 <f\+0x66>
 +24:	89 c6                	mov    %eax,%esi
#...
 +60:	89 c6                	mov    %eax,%esi
 +62:	39 ce                	cmp    %ecx,%esi
 +64:	74 00                	je     66 <f\+0x66>
 +66:	c3                   	ret
 +67:	eb 17                	jmp    80 <f\+0x80>
 +69:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +70:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +77:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7e:	66 90                	xchg   %ax,%ax
 +80:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +87:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +8e:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +94:	89 c2                	mov    %eax,%edx
 +96:	89 c2                	mov    %eax,%edx
 +98:	89 c2                	mov    %eax,%edx
 +9a:	39 ca                	cmp    %ecx,%edx
 +9c:	74 46                	je     e4 <f\+0xe4>
 +9e:	89 c6                	mov    %eax,%esi
#...
 +dc:	89 c6                	mov    %eax,%esi
 +de:	66 90                	xchg   %ax,%ax
 +e0:	39 ce                	cmp    %ecx,%esi
 +e2:	74 00                	je     e4 <f\+0xe4>
 +e4:	c3                   	ret
#pass
