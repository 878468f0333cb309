#name: -malign-branch-nops-before-labels=no: labels stay before the NOPs, as in 2.40 (64-bit)
#source: align-branch-labels.s
#as: --64 -mbranches-within-32B-boundaries -malign-branch-nops-before-labels=no
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	90                   	nop
 +1:	90                   	nop
 +2:	90                   	nop
 +3:	90                   	nop
 +4:	90                   	nop
 +5:	90                   	nop
 +6:	90                   	nop
 +7:	90                   	nop
 +8:	90                   	nop
 +9:	90                   	nop
 +a:	90                   	nop
 +b:	90                   	nop
 +c:	90                   	nop
 +d:	90                   	nop
 +e:	90                   	nop
 +f:	90                   	nop
 +10:	90                   	nop
 +11:	90                   	nop
 +12:	90                   	nop
 +13:	90                   	nop
 +14:	90                   	nop
 +15:	90                   	nop
 +16:	90                   	nop
 +17:	90                   	nop
 +18:	90                   	nop
 +19:	90                   	nop
 +1a:	90                   	nop
 +1b:	eb 23                	jmp    40 <f\+0x40>
 +1d:	0f 1f 00             	nopl   \(%rax\)
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 f9                	jne    1d <f\+0x1d>
 +24:	eb f7                	jmp    1d <f\+0x1d>
 +26:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +31:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +40:	90                   	nop
 +41:	90                   	nop
 +42:	90                   	nop
 +43:	90                   	nop
 +44:	90                   	nop
 +45:	90                   	nop
 +46:	90                   	nop
 +47:	90                   	nop
 +48:	90                   	nop
 +49:	90                   	nop
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
 +60:	eb fc                	jmp    5e <f\+0x5e>
 +62:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +78:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +80:	90                   	nop
 +81:	90                   	nop
 +82:	90                   	nop
 +83:	90                   	nop
 +84:	90                   	nop
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
 +9d:	90                   	nop
 +9e:	66 90                	xchg   %ax,%ax
 +a0:	eb fb                	jmp    9d <f\+0x9d>
 +a2:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +ad:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b8:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +c0:	90                   	nop
 +c1:	90                   	nop
 +c2:	90                   	nop
 +c3:	90                   	nop
 +c4:	90                   	nop
 +c5:	90                   	nop
 +c6:	90                   	nop
 +c7:	90                   	nop
 +c8:	90                   	nop
 +c9:	90                   	nop
 +ca:	90                   	nop
 +cb:	90                   	nop
 +cc:	90                   	nop
 +cd:	90                   	nop
 +ce:	90                   	nop
 +cf:	90                   	nop
 +d0:	90                   	nop
 +d1:	90                   	nop
 +d2:	90                   	nop
 +d3:	90                   	nop
 +d4:	90                   	nop
 +d5:	90                   	nop
 +d6:	90                   	nop
 +d7:	90                   	nop
 +d8:	90                   	nop
 +d9:	90                   	nop
 +da:	2e 2e 39 c3          	cs cs cmp %eax,%ebx
 +de:	89 c1                	mov    %eax,%ecx
 +e0:	75 f8                	jne    da <f\+0xda>
 +e2:	c3                   	ret
