#name: the instruction after a fusible first half ends its frag, also after a .skip (64-bit)
#source: align-branch-fused-skip.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	48 85 c0             	test   %rax,%rax
 +3:	90                   	nop
 +4:	90                   	nop
 +5:	90                   	nop
 +6:	49 89 07             	mov    %rax,\(%r15\)
 +9:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +e:	48 89 c6             	mov    %rax,%rsi
 +11:	74 ed                	je     0 <f>
 +13:	48 85 c0             	test   %rax,%rax
 +16:	90                   	nop
 +17:	90                   	nop
 +18:	90                   	nop
 +19:	49 89 07             	mov    %rax,\(%r15\)
 +1c:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +21:	48 89 c6             	mov    %rax,%rsi
 +24:	74 da                	je     0 <f>
 +26:	48 85 c0             	test   %rax,%rax
 +29:	90                   	nop
 +2a:	90                   	nop
 +2b:	90                   	nop
 +2c:	49 89 07             	mov    %rax,\(%r15\)
 +2f:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +34:	48 89 c6             	mov    %rax,%rsi
 +37:	74 c7                	je     0 <f>
 +39:	48 85 c0             	test   %rax,%rax
 +3c:	90                   	nop
 +3d:	90                   	nop
 +3e:	90                   	nop
 +3f:	49 89 07             	mov    %rax,\(%r15\)
 +42:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +47:	48 89 c6             	mov    %rax,%rsi
 +4a:	74 b4                	je     0 <f>
 +4c:	48 85 c0             	test   %rax,%rax
 +4f:	90                   	nop
 +50:	90                   	nop
 +51:	90                   	nop
 +52:	49 89 07             	mov    %rax,\(%r15\)
 +55:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +5a:	48 89 c6             	mov    %rax,%rsi
 +5d:	74 a1                	je     0 <f>
 +5f:	48 85 c0             	test   %rax,%rax
 +62:	90                   	nop
 +63:	90                   	nop
 +64:	90                   	nop
 +65:	49 89 07             	mov    %rax,\(%r15\)
 +68:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +6d:	48 89 c6             	mov    %rax,%rsi
 +70:	74 8e                	je     0 <f>
 +72:	48 85 c0             	test   %rax,%rax
 +75:	90                   	nop
 +76:	90                   	nop
 +77:	90                   	nop
 +78:	49 89 07             	mov    %rax,\(%r15\)
 +7b:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +80:	48 89 c6             	mov    %rax,%rsi
 +83:	0f 84 77 ff ff ff    	je     0 <f>
 +89:	48 85 c0             	test   %rax,%rax
 +8c:	90                   	nop
 +8d:	90                   	nop
 +8e:	90                   	nop
 +8f:	49 89 07             	mov    %rax,\(%r15\)
 +92:	4c 8b 44 24 08       	mov    0x8\(%rsp\),%r8
 +97:	48 89 c6             	mov    %rax,%rsi
 +9a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +a0:	0f 84 5a ff ff ff    	je     0 <f>
 +a6:	c3                   	ret
