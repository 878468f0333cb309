#name: -malign-code-with-prefixes: a mark pending across a code alignment lets the instructions before it take its bytes (64-bit)
#source: align-code-prefixes-marks.s
#as: --64 -malign-code-with-prefixes
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f1>:
 +0:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5:	b9 02 00 00 00       	mov    \$0x2,%ecx
 +a:	2e 2e 89 ca          	cs cs mov %ecx,%edx
 +e:	89 c3                	mov    %eax,%ebx
 +10:	2e 2e 83 c0 01       	cs cs add \$0x1,%eax
 +15:	83 c3 01             	add    \$0x1,%ebx
 +18:	83 c1 01             	add    \$0x1,%ecx
 +1b:	83 c6 01             	add    \$0x1,%esi
 +1e:	89 c7                	mov    %eax,%edi
 +20:	39 d0                	cmp    %edx,%eax
 +22:	75 ec                	jne    10 <f1\+0x10>
 +24:	c3                   	ret
 +25:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +30:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

0+40 <f2>:
 +40:	b8 01 00 00 00       	mov    \$0x1,%eax
 +45:	b9 02 00 00 00       	mov    \$0x2,%ecx
 +4a:	89 ca                	mov    %ecx,%edx
 +4c:	89 c3                	mov    %eax,%ebx
 +4e:	66 90                	xchg   %ax,%ax
 +50:	83 c0 01             	add    \$0x1,%eax
 +53:	83 c3 01             	add    \$0x1,%ebx
 +56:	83 c1 01             	add    \$0x1,%ecx
 +59:	83 c6 01             	add    \$0x1,%esi
 +5c:	89 c7                	mov    %eax,%edi
 +5e:	39 d0                	cmp    %edx,%eax
 +60:	75 ee                	jne    50 <f2\+0x10>
 +62:	c3                   	ret
