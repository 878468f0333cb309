#name: -malign-branch-prefix-placement=spread: prefixes nearest the branch, one each in turn, a NOP for what they cannot pad (64-bit)
#source: align-branch-placement.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +6:	2e 2e bb 44 33 22 11 	cs cs mov \$0x11223344,%ebx
 +d:	2e 2e b9 44 33 22 11 	cs cs mov \$0x11223344,%ecx
 +14:	2e 2e ba 44 33 22 11 	cs cs mov \$0x11223344,%edx
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +26:	75 d8                	jne    0 <f>
 +28:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +33:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3e:	66 90                	xchg   %ax,%ax
 +40:	2e 2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs cs mov \$0x11223344,%eax
 +4a:	90                   	nop
 +4b:	90                   	nop
 +4c:	90                   	nop
 +4d:	90                   	nop
 +4e:	90                   	nop
 +4f:	90                   	nop
 +50:	90                   	nop
 +51:	90                   	nop
 +52:	90                   	nop
 +53:	90                   	nop
 +54:	90                   	nop
 +55:	90                   	nop
 +56:	90                   	nop
 +57:	90                   	nop
 +58:	90                   	nop
 +59:	90                   	nop
 +5a:	90                   	nop
 +5b:	90                   	nop
 +5c:	90                   	nop
 +5d:	90                   	nop
 +5e:	66 90                	xchg   %ax,%ax
 +60:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +66:	75 98                	jne    0 <f>
 +68:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +73:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7e:	66 90                	xchg   %ax,%ax
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	90                   	nop
 +86:	90                   	nop
 +87:	90                   	nop
 +88:	90                   	nop
 +89:	90                   	nop
 +8a:	90                   	nop
 +8b:	90                   	nop
 +8c:	90                   	nop
 +8d:	90                   	nop
 +8e:	90                   	nop
 +8f:	90                   	nop
 +90:	90                   	nop
 +91:	90                   	nop
 +92:	90                   	nop
 +93:	90                   	nop
 +94:	90                   	nop
 +95:	90                   	nop
 +96:	90                   	nop
 +97:	90                   	nop
 +98:	90                   	nop
 +99:	90                   	nop
 +9a:	90                   	nop
 +9b:	90                   	nop
 +9c:	90                   	nop
 +9d:	fb                   	sti
 +9e:	0f 85 5c ff ff ff    	jne    0 <f>
 +a4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +af:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +ba:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +c0:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +c6:	2e 48 b8 88 77 66 55 44 33 22 11 	cs movabs \$0x1122334455667788,%rax
 +d1:	2e 48 c7 84 98 44 33 22 11 44 33 22 11 	cs movq \$0x11223344,0x11223344\(%rax,%rbx,4\)
 +de:	90                   	nop
 +df:	90                   	nop
 +e0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +e6:	0f 85 14 ff ff ff    	jne    0 <f>
 +ec:	c3                   	ret
