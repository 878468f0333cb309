#name: relaxation passes over settled frags, with branch padding (64-bit)
#source: relax-settled.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-long-encodings
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0000000000000000 <L0>:
 +0:	83 f8 06             	cmp    \$0x6,%eax
 +3:	0f 85 87 00 00 00    	jne    90 <L5>
 +9:	83 f8 27             	cmp    \$0x27,%eax
 +c:	75 72                	jne    80 <L4>
 +e:	48 b8 bb 86 90 ed 1b 00 00 00 	movabs \$0x1bed9086bb,%rax
 +18:	48 b8 02 3b fb c2 95 00 00 00 	movabs \$0x95c2fb3b02,%rax
 +22:	eb 6c                	jmp    90 <L5>
 +24:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f:	90                   	nop

0000000000000030 <L1>:
 +30:	83 c1 37             	add    \$0x37,%ecx
 +33:	48 b8 2e 87 e1 11 5e 00 00 00 	movabs \$0x5e11e1872e,%rax
 +3d:	eb f1                	jmp    30 <L1>
 +3f:	90                   	nop

0000000000000040 <L2>:
 +40:	48 b8 dc ee d3 49 1d 00 00 00 	movabs \$0x1d49d3eedc,%rax
 +4a:	48 b8 01 17 b8 53 67 00 00 00 	movabs \$0x6753b81701,%rax
 +54:	e9 97 00 00 00       	jmp    f0 <L9>
 +59:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

0000000000000060 <L3>:
 +60:	48 b8 fe 2d 3f 86 aa 00 00 00 	movabs \$0xaa863f2dfe,%rax
 +6a:	83 f8 22             	cmp    \$0x22,%eax
 +6d:	75 61                	jne    d0 <L8>
 +6f:	48 b8 5a 2d ca af b7 00 00 00 	movabs \$0xb7afca2d5a,%rax
 +79:	eb 25                	jmp    a0 <L6>
 +7b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

0000000000000080 <L4>:
 +80:	83 c1 0c             	add    \$0xc,%ecx
 +83:	eb 4b                	jmp    d0 <L8>
 +85:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000090 <L5>:
 +90:	83 c1 3f             	add    \$0x3f,%ecx
 +93:	83 c1 4c             	add    \$0x4c,%ecx
 +96:	eb 68                	jmp    100 <L10>
 +98:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)

00000000000000a0 <L6>:
 +a0:	83 c1 1f             	add    \$0x1f,%ecx
 +a3:	48 b8 c6 ee 93 38 ac 00 00 00 	movabs \$0xac3893eec6,%rax
 +ad:	eb 01                	jmp    b0 <L7>
 +af:	90                   	nop

00000000000000b0 <L7>:
 +b0:	83 f8 12             	cmp    \$0x12,%eax
 +b3:	75 fb                	jne    b0 <L7>
 +b5:	48 b8 8f cb bd c3 19 00 00 00 	movabs \$0x19c3bdcb8f,%rax
 +bf:	48 b8 17 c9 d8 cd b7 00 00 00 	movabs \$0xb7cdd8c917,%rax
 +c9:	eb 45                	jmp    110 <L11>
 +cb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

00000000000000d0 <L8>:
 +d0:	48 b8 3f 4a 8c 22 5e 00 00 00 	movabs \$0x5e228c4a3f,%rax
 +da:	83 f8 3e             	cmp    \$0x3e,%eax
 +dd:	75 61                	jne    140 <L12>
 +df:	90                   	nop
 +e0:	eb 7e                	jmp    160 <L14>
 +e2:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +ed:	0f 1f 00             	nopl   \(%rax\)

00000000000000f0 <L9>:
 +f0:	83 f8 36             	cmp    \$0x36,%eax
 +f3:	75 ab                	jne    a0 <L6>
 +f5:	eb 09                	jmp    100 <L10>
 +f7:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0000000000000100 <L10>:
 +100:	83 f8 55             	cmp    \$0x55,%eax
 +103:	75 fb                	jne    100 <L10>
 +105:	83 c1 0a             	add    \$0xa,%ecx
 +108:	eb 06                	jmp    110 <L11>
 +10a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)

0000000000000110 <L11>:
 +110:	48 b8 bc 5a ae 63 d9 00 00 00 	movabs \$0xd963ae5abc,%rax
 +11a:	48 b8 c1 42 cb de ea 00 00 00 	movabs \$0xeadecb42c1,%rax
 +124:	48 b8 ca 77 75 5d 8f 00 00 00 	movabs \$0x8f5d7577ca,%rax
 +12e:	e9 ad 00 00 00       	jmp    1e0 <L18>
 +133:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +13e:	66 90                	xchg   %ax,%ax

0000000000000140 <L12>:
 +140:	48 b8 02 bd f9 96 dd 00 00 00 	movabs \$0xdd96f9bd02,%rax
 +14a:	eb f4                	jmp    140 <L12>
 +14c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000150 <L13>:
 +150:	83 f8 0e             	cmp    \$0xe,%eax
 +153:	75 1b                	jne    170 <L15>
 +155:	eb 69                	jmp    1c0 <L17>
 +157:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0000000000000160 <L14>:
 +160:	83 f8 5e             	cmp    \$0x5e,%eax
 +163:	75 fb                	jne    160 <L14>
 +165:	83 f8 1a             	cmp    \$0x1a,%eax
 +168:	75 f6                	jne    160 <L14>
 +16a:	eb 24                	jmp    190 <L16>
 +16c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000170 <L15>:
 +170:	2e 48 b8 d4 b3 74 37 1a 00 00 00 	cs movabs \$0x1a3774b3d4,%rax
 +17b:	2e 2e 83 c1 1d       	cs cs add \$0x1d,%ecx
 +180:	e9 cb 00 00 00       	jmp    250 <L22>
 +185:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000190 <L16>:
 +190:	2e 83 c1 54          	cs add \$0x54,%ecx
 +194:	2e 2e 48 b8 5a aa 5a 3d ac 00 00 00 	cs cs movabs \$0xac3d5aaa5a,%rax
 +1a0:	83 f8 60             	cmp    \$0x60,%eax
 +1a3:	0f 85 97 00 00 00    	jne    240 <L21>
 +1a9:	83 f8 54             	cmp    \$0x54,%eax
 +1ac:	0f 85 8e 00 00 00    	jne    240 <L21>
 +1b2:	eb 6c                	jmp    220 <L20>
 +1b4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1bf:	90                   	nop

00000000000001c0 <L17>:
 +1c0:	83 c1 61             	add    \$0x61,%ecx
 +1c3:	83 f8 64             	cmp    \$0x64,%eax
 +1c6:	75 78                	jne    240 <L21>
 +1c8:	48 b8 ae 48 f8 09 97 00 00 00 	movabs \$0x9709f848ae,%rax
 +1d2:	83 f8 29             	cmp    \$0x29,%eax
 +1d5:	75 69                	jne    240 <L21>
 +1d7:	eb 47                	jmp    220 <L20>
 +1d9:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

00000000000001e0 <L18>:
 +1e0:	83 f8 0b             	cmp    \$0xb,%eax
 +1e3:	0f 85 87 00 00 00    	jne    270 <L23>
 +1e9:	83 f8 5d             	cmp    \$0x5d,%eax
 +1ec:	75 82                	jne    170 <L15>
 +1ee:	83 f8 0f             	cmp    \$0xf,%eax
 +1f1:	75 4d                	jne    240 <L21>
 +1f3:	eb 7b                	jmp    270 <L23>
 +1f5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000200 <L19>:
 +200:	83 f8 30             	cmp    \$0x30,%eax
 +203:	75 bb                	jne    1c0 <L17>
 +205:	48 b8 76 43 5b d5 d2 00 00 00 	movabs \$0xd2d55b4376,%rax
 +20f:	83 c1 1d             	add    \$0x1d,%ecx
 +212:	48 b8 0c c1 6b 2a 67 00 00 00 	movabs \$0x672a6bc10c,%rax
 +21c:	eb 02                	jmp    220 <L20>
 +21e:	66 90                	xchg   %ax,%ax

0000000000000220 <L20>:
 +220:	48 b8 6d 52 58 c1 b2 00 00 00 	movabs \$0xb2c158526d,%rax
 +22a:	48 b8 c5 2a 4e ff d0 00 00 00 	movabs \$0xd0ff4e2ac5,%rax
 +234:	eb 3a                	jmp    270 <L23>
 +236:	66 2e 0f 1f 84 00 00 00 00 00 	cs nopw 0x0\(%rax,%rax,1\)

0000000000000240 <L21>:
 +240:	83 c1 5b             	add    \$0x5b,%ecx
 +243:	83 f8 22             	cmp    \$0x22,%eax
 +246:	75 f8                	jne    240 <L21>
 +248:	83 c1 38             	add    \$0x38,%ecx
 +24b:	eb 03                	jmp    250 <L22>
 +24d:	0f 1f 00             	nopl   \(%rax\)

0000000000000250 <L22>:
 +250:	83 f8 08             	cmp    \$0x8,%eax
 +253:	75 fb                	jne    250 <L22>
 +255:	2e 48 b8 14 7b 9d 80 80 00 00 00 	cs movabs \$0x80809d7b14,%rax
 +260:	eb ee                	jmp    250 <L22>
 +262:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +26d:	0f 1f 00             	nopl   \(%rax\)

0000000000000270 <L23>:
 +270:	48 b8 8b 0d eb 1f d1 00 00 00 	movabs \$0xd11feb0d8b,%rax
 +27a:	83 c1 59             	add    \$0x59,%ecx
 +27d:	eb f1                	jmp    270 <L23>
