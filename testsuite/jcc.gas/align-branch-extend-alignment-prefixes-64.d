#name: -malign-branch-extend-alignment with -malign-code-with-prefixes: the extra bytes of an alignment that control falls into are prefixes or none (64-bit)
#source: align-branch-extend-alignment-prefixes.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2 -malign-code-with-prefixes -malign-branch-extend-alignment -malign-branch-stats
#warning_output: align-branch-extend-alignment-prefixes.l
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e 2e 2e b8 01 00 00 00 	cs cs cs cs mov \$0x1,%eax
 +9:	2e 2e 2e 2e ba 02 00 00 00 	cs cs cs cs mov \$0x2,%edx
 +12:	2e 2e 2e 2e 2e 89 d9 	cs cs cs cs cs mov %ebx,%ecx
 +19:	2e 2e 2e 2e 2e 89 f7 	cs cs cs cs cs mov %esi,%edi
 +20:	f6 c3 02             	test   \$0x2,%bl
 +23:	0f 84 00 00 00 00    	je     29 <f\+0x29>
 +29:	83 fe 7f             	cmp    \$0x7f,%esi
 +2c:	0f 87 00 00 00 00    	ja     32 <f\+0x32>
 +32:	83 c0 01             	add    \$0x1,%eax
 +35:	eb e9                	jmp    20 <f\+0x20>
 +37:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0+40 <g>:
 +40:	2e 2e 2e 2e 89 d9    	cs cs cs cs mov %ebx,%ecx
 +46:	2e 2e 2e 2e 2e b8 01 00 00 00 	cs cs cs cs cs mov \$0x1,%eax
 +50:	f6 c3 02             	test   \$0x2,%bl
 +53:	0f 84 00 00 00 00    	je     59 <g\+0x19>
 +59:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +60:	83 fe 7f             	cmp    \$0x7f,%esi
 +63:	0f 87 00 00 00 00    	ja     69 <g\+0x29>
 +69:	83 c0 01             	add    \$0x1,%eax
 +6c:	eb e2                	jmp    50 <g\+0x10>
 +6e:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +79:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

0+80 <h>:
 +80:	89 d9                	mov    %ebx,%ecx
 +82:	b8 01 00 00 00       	mov    \$0x1,%eax
 +87:	eb 17                	jmp    a0 <h\+0x20>
 +89:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +90:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +9b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +a0:	f6 c3 02             	test   \$0x2,%bl
 +a3:	0f 84 00 00 00 00    	je     a9 <h\+0x29>
 +a9:	83 fe 7f             	cmp    \$0x7f,%esi
 +ac:	0f 87 00 00 00 00    	ja     b2 <h\+0x32>
 +b2:	83 c0 01             	add    \$0x1,%eax
 +b5:	eb e9                	jmp    a0 <h\+0x20>
 +b7:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0+c0 <k>:
 +c0:	2e 2e 2e 2e 89 d9    	cs cs cs cs mov %ebx,%ecx
 +c6:	2e 2e 2e 2e 2e b8 01 00 00 00 	cs cs cs cs cs mov \$0x1,%eax
 +d0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +db:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +e0:	f6 c3 02             	test   \$0x2,%bl
 +e3:	0f 84 00 00 00 00    	je     e9 <k\+0x29>
 +e9:	83 fe 7f             	cmp    \$0x7f,%esi
 +ec:	0f 87 00 00 00 00    	ja     f2 <k\+0x32>
 +f2:	83 c0 01             	add    \$0x1,%eax
 +f5:	eb e9                	jmp    e0 <k\+0x20>
