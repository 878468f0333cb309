#name: .align_branch pad: padding points take the NOPs that prefixes cannot make (64-bit)
#source: align-branch-pad.s
#as: --64 --defsym X64=1 -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0000000000000000 <f>:
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
 +a:	85 ed                	test   %ebp,%ebp
 +c:	0f 8f a1 00 00 00    	jg     b3 <[^>]*>
 +12:	66 90                	xchg   %ax,%ax
 +14:	2e 2e 2e 2e 2e 8b ac 24 10 00 00 00 	cs cs cs cs cs mov 0x10\(%rsp\),%ebp
 +20:	39 f5                	cmp    %esi,%ebp
 +22:	0f 8c 8b 00 00 00    	jl     b3 <[^>]*>
 +28:	0f 84 85 00 00 00    	je     b3 <[^>]*>
 +2e:	83 c0 01             	add    \$0x1,%eax
 +31:	eb e1                	jmp    14 <[^>]*>
 +33:	90                   	nop
 +34:	90                   	nop
 +35:	90                   	nop
 +36:	90                   	nop
 +37:	90                   	nop
 +38:	90                   	nop
 +39:	90                   	nop
 +3a:	90                   	nop
 +3b:	90                   	nop
 +3c:	90                   	nop
 +3d:	90                   	nop
 +3e:	90                   	nop
 +3f:	90                   	nop
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
 +5e:	90                   	nop
 +5f:	90                   	nop
 +60:	90                   	nop
 +61:	90                   	nop
 +62:	90                   	nop
 +63:	90                   	nop
 +64:	90                   	nop
 +65:	90                   	nop
 +66:	90                   	nop
 +67:	90                   	nop
 +68:	90                   	nop
 +69:	90                   	nop
 +6a:	90                   	nop
 +6b:	90                   	nop
 +6c:	90                   	nop
 +6d:	90                   	nop
 +6e:	90                   	nop
 +6f:	90                   	nop
 +70:	90                   	nop
 +71:	90                   	nop
 +72:	90                   	nop
 +73:	90                   	nop
 +74:	90                   	nop
 +75:	90                   	nop
 +76:	90                   	nop
 +77:	90                   	nop
 +78:	90                   	nop
 +79:	90                   	nop
 +7a:	90                   	nop
 +7b:	90                   	nop
 +7c:	90                   	nop
 +7d:	90                   	nop
 +7e:	90                   	nop
 +7f:	90                   	nop
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
 +9e:	90                   	nop
 +9f:	90                   	nop
 +a0:	90                   	nop
 +a1:	90                   	nop
 +a2:	90                   	nop
 +a3:	90                   	nop
 +a4:	90                   	nop
 +a5:	90                   	nop
 +a6:	90                   	nop
 +a7:	90                   	nop
 +a8:	90                   	nop
 +a9:	90                   	nop
 +aa:	90                   	nop
 +ab:	90                   	nop
 +ac:	90                   	nop
 +ad:	90                   	nop
 +ae:	90                   	nop
 +af:	90                   	nop
 +b0:	90                   	nop
 +b1:	90                   	nop
 +b2:	90                   	nop
 +b3:	c3                   	ret
 +b4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bf:	90                   	nop

00000000000000c0 <g>:
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
 +d3:	eb 22                	jmp    f7 <g\+0x37>
 +d5:	0f 1f 00             	nopl   \(%rax\)
 +d8:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +e3:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +e8:	f6 c3 02             	test   \$0x2,%bl
 +eb:	74 0a                	je     f7 <g\+0x37>
 +ed:	83 fe 7f             	cmp    \$0x7f,%esi
 +f0:	77 05                	ja     f7 <g\+0x37>
 +f2:	83 c0 01             	add    \$0x1,%eax
 +f5:	eb f1                	jmp    e8 <g\+0x28>
 +f7:	c3                   	ret
 +f8:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)

0000000000000100 <h>:
 +100:	90                   	nop
 +101:	90                   	nop
 +102:	90                   	nop
 +103:	90                   	nop
 +104:	90                   	nop
 +105:	90                   	nop
 +106:	90                   	nop
 +107:	90                   	nop
 +108:	90                   	nop
 +109:	90                   	nop
 +10a:	90                   	nop
 +10b:	90                   	nop
 +10c:	90                   	nop
 +10d:	90                   	nop
 +10e:	90                   	nop
 +10f:	90                   	nop
 +110:	90                   	nop
 +111:	90                   	nop
 +112:	90                   	nop
 +113:	90                   	nop
 +114:	90                   	nop
 +115:	90                   	nop
 +116:	90                   	nop
 +117:	90                   	nop
 +118:	90                   	nop
 +119:	90                   	nop
 +11a:	90                   	nop
 +11b:	31 c0                	xor    %eax,%eax
 +11d:	0f 1f 00             	nopl   \(%rax\)
 +120:	39 f7                	cmp    %esi,%edi
 +122:	75 1d                	jne    141 <h\+0x41>
 +124:	90                   	nop
 +125:	90                   	nop
 +126:	90                   	nop
 +127:	90                   	nop
 +128:	90                   	nop
 +129:	90                   	nop
 +12a:	90                   	nop
 +12b:	90                   	nop
 +12c:	90                   	nop
 +12d:	90                   	nop
 +12e:	90                   	nop
 +12f:	90                   	nop
 +130:	90                   	nop
 +131:	90                   	nop
 +132:	90                   	nop
 +133:	90                   	nop
 +134:	90                   	nop
 +135:	90                   	nop
 +136:	90                   	nop
 +137:	90                   	nop
 +138:	90                   	nop
 +139:	90                   	nop
 +13a:	90                   	nop
 +13b:	90                   	nop
 +13c:	90                   	nop
 +13d:	90                   	nop
 +13e:	fb                   	sti
 +13f:	75 00                	jne    141 <h\+0x41>
 +141:	c3                   	ret
 +142:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +14d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +158:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)

0000000000000160 <k>:
 +160:	90                   	nop
 +161:	90                   	nop
 +162:	90                   	nop
 +163:	90                   	nop
 +164:	90                   	nop
 +165:	90                   	nop
 +166:	90                   	nop
 +167:	90                   	nop
 +168:	90                   	nop
 +169:	90                   	nop
 +16a:	90                   	nop
 +16b:	90                   	nop
 +16c:	90                   	nop
 +16d:	90                   	nop
 +16e:	90                   	nop
 +16f:	90                   	nop
 +170:	90                   	nop
 +171:	90                   	nop
 +172:	90                   	nop
 +173:	eb 05                	jmp    17a <k\+0x1a>
 +175:	83 c0 01             	add    \$0x1,%eax
 +178:	eb fb                	jmp    175 <k\+0x15>
 +17a:	c3                   	ret
