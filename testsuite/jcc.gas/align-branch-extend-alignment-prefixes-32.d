#name: -malign-branch-extend-alignment with -malign-code-with-prefixes: the extra bytes of an alignment that control falls into are prefixes or none (32-bit)
#source: align-branch-extend-alignment-prefixes.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-lookahead=2 -malign-code-with-prefixes -malign-branch-extend-alignment
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e b8 01 00 00 00 	ds ds ds ds mov \$0x1,%eax
 +9:	3e 3e 3e 3e ba 02 00 00 00 	ds ds ds ds mov \$0x2,%edx
 +12:	3e 3e 3e 3e 3e 89 d9 	ds ds ds ds ds mov %ebx,%ecx
 +19:	3e 3e 3e 3e 3e 89 f7 	ds ds ds ds ds mov %esi,%edi
 +20:	f6 c3 02             	test   \$0x2,%bl
 +23:	0f 84 fc ff ff ff    	je     25 <f\+0x25>
 +29:	83 fe 7f             	cmp    \$0x7f,%esi
 +2c:	0f 87 fc ff ff ff    	ja     2e <f\+0x2e>
 +32:	83 c0 01             	add    \$0x1,%eax
 +35:	eb e9                	jmp    20 <f\+0x20>
 +37:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3e:	66 90                	xchg   %ax,%ax

0+40 <g>:
 +40:	3e 3e 3e 3e 89 d9    	ds ds ds ds mov %ebx,%ecx
 +46:	3e 3e 3e 3e 3e b8 01 00 00 00 	ds ds ds ds ds mov \$0x1,%eax
 +50:	f6 c3 02             	test   \$0x2,%bl
 +53:	0f 84 fc ff ff ff    	je     55 <g\+0x15>
 +59:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +60:	83 fe 7f             	cmp    \$0x7f,%esi
 +63:	0f 87 fc ff ff ff    	ja     65 <g\+0x25>
 +69:	83 c0 01             	add    \$0x1,%eax
 +6c:	eb e2                	jmp    50 <g\+0x10>
 +6e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +75:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

0+80 <h>:
 +80:	89 d9                	mov    %ebx,%ecx
 +82:	b8 01 00 00 00       	mov    \$0x1,%eax
 +87:	eb 17                	jmp    a0 <h\+0x20>
 +89:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +90:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +97:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9e:	66 90                	xchg   %ax,%ax
 +a0:	f6 c3 02             	test   \$0x2,%bl
 +a3:	0f 84 fc ff ff ff    	je     a5 <h\+0x25>
 +a9:	83 fe 7f             	cmp    \$0x7f,%esi
 +ac:	0f 87 fc ff ff ff    	ja     ae <h\+0x2e>
 +b2:	83 c0 01             	add    \$0x1,%eax
 +b5:	eb e9                	jmp    a0 <h\+0x20>
 +b7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +be:	66 90                	xchg   %ax,%ax

0+c0 <k>:
 +c0:	3e 3e 3e 3e 89 d9    	ds ds ds ds mov %ebx,%ecx
 +c6:	3e 3e 3e 3e 3e b8 01 00 00 00 	ds ds ds ds ds mov \$0x1,%eax
 +d0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +de:	66 90                	xchg   %ax,%ax
 +e0:	f6 c3 02             	test   \$0x2,%bl
 +e3:	0f 84 fc ff ff ff    	je     e5 <k\+0x25>
 +e9:	83 fe 7f             	cmp    \$0x7f,%esi
 +ec:	0f 87 fc ff ff ff    	ja     ee <k\+0x2e>
 +f2:	83 c0 01             	add    \$0x1,%eax
 +f5:	eb e9                	jmp    e0 <k\+0x20>
