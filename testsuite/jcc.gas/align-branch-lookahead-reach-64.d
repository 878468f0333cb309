#name: -malign-branch-lookahead=2: a branch moves with the one before it only within 64 bytes (64-bit)
#source: align-branch-lookahead-reach.s
#as: --64 -malign-branch-prefix-placement=spread -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
 +14:	89 c2                	mov    %eax,%edx
 +16:	2e 2e 2e 89 c2       	cs cs cs mov %eax,%edx
 +1b:	2e 2e 2e 89 c2       	cs cs cs mov %eax,%edx
 +20:	39 ca                	cmp    %ecx,%edx
 +22:	74 42                	je     66 <f\+0x66>
 +24:	89 c6                	mov    %eax,%esi
#...
 +60:	89 c6                	mov    %eax,%esi
 +62:	39 ce                	cmp    %ecx,%esi
 +64:	74 00                	je     66 <f\+0x66>
 +66:	c3                   	ret
 +67:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +72:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7d:	0f 1f 00             	nopl   \(%rax\)
 +80:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +8b:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)
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
