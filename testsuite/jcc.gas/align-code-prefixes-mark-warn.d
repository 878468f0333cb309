#name: .align_branch mark, align with a jump, a return or the end of input before an alignment warns
#source: align-code-prefixes-mark-warn.s
#as: --64 -malign-code-with-prefixes
#objdump: -dw
#warning_output: align-code-prefixes-mark-warn.l

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e b8 01 00 00 00    	cs mov \$0x1,%eax
 +6:	e8 f5 ff ff ff       	call   0 <f>
 +b:	b8 01 00 00 00       	mov    \$0x1,%eax
 +10:	b8 01 00 00 00       	mov    \$0x1,%eax
 +15:	eb e9                	jmp    0 <f>
 +17:	c3                   	ret
 +18:	2e 2e 2e b8 01 00 00 00 	cs cs cs mov \$0x1,%eax
 +20:	c3                   	ret
