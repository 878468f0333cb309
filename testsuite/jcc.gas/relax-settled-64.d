#name: relaxation passes over settled frags (64-bit)
#source: relax-settled.s
#as: --64 --defsym X64=1
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0000000000000000 <L0>:
 +0:	83 f8 06             	cmp    \$0x6,%eax
 +3:	75 7b                	jne    80 <L5>
 +5:	83 f8 27             	cmp    \$0x27,%eax
 +8:	75 66                	jne    70 <L4>
 +a:	48 b8 bb 86 90 ed 1b 00 00 00 	movabs \$0x1bed9086bb,%rax
 +14:	48 b8 02 3b fb c2 95 00 00 00 	movabs \$0x95c2fb3b02,%rax
 +1e:	eb 60                	jmp    80 <L5>

0000000000000020 <L1>:
 +20:	83 c1 37             	add    \$0x37,%ecx
 +23:	48 b8 2e 87 e1 11 5e 00 00 00 	movabs \$0x5e11e1872e,%rax
 +2d:	eb f1                	jmp    20 <L1>
 +2f:	90                   	nop

0000000000000030 <L2>:
 +30:	48 b8 dc ee d3 49 1d 00 00 00 	movabs \$0x1d49d3eedc,%rax
 +3a:	48 b8 01 17 b8 53 67 00 00 00 	movabs \$0x6753b81701,%rax
 +44:	e9 97 00 00 00       	jmp    e0 <L9>
 +49:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

0000000000000050 <L3>:
 +50:	48 b8 fe 2d 3f 86 aa 00 00 00 	movabs \$0xaa863f2dfe,%rax
 +5a:	83 f8 22             	cmp    \$0x22,%eax
 +5d:	75 61                	jne    c0 <L8>
 +5f:	48 b8 5a 2d ca af b7 00 00 00 	movabs \$0xb7afca2d5a,%rax
 +69:	eb 25                	jmp    90 <L6>
 +6b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

0000000000000070 <L4>:
 +70:	83 c1 0c             	add    \$0xc,%ecx
 +73:	eb 4b                	jmp    c0 <L8>
 +75:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000080 <L5>:
 +80:	83 c1 3f             	add    \$0x3f,%ecx
 +83:	83 c1 4c             	add    \$0x4c,%ecx
 +86:	eb 68                	jmp    f0 <L10>
 +88:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)

0000000000000090 <L6>:
 +90:	83 c1 1f             	add    \$0x1f,%ecx
 +93:	48 b8 c6 ee 93 38 ac 00 00 00 	movabs \$0xac3893eec6,%rax
 +9d:	eb 01                	jmp    a0 <L7>
 +9f:	90                   	nop

00000000000000a0 <L7>:
 +a0:	83 f8 12             	cmp    \$0x12,%eax
 +a3:	75 fb                	jne    a0 <L7>
 +a5:	48 b8 8f cb bd c3 19 00 00 00 	movabs \$0x19c3bdcb8f,%rax
 +af:	48 b8 17 c9 d8 cd b7 00 00 00 	movabs \$0xb7cdd8c917,%rax
 +b9:	eb 45                	jmp    100 <L11>
 +bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)

00000000000000c0 <L8>:
 +c0:	48 b8 3f 4a 8c 22 5e 00 00 00 	movabs \$0x5e228c4a3f,%rax
 +ca:	83 f8 3e             	cmp    \$0x3e,%eax
 +cd:	75 61                	jne    130 <L12>
 +cf:	eb 7f                	jmp    150 <L14>
 +d1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +dc:	0f 1f 40 00          	nopl   0x0\(%rax\)

00000000000000e0 <L9>:
 +e0:	83 f8 36             	cmp    \$0x36,%eax
 +e3:	75 ab                	jne    90 <L6>
 +e5:	eb 09                	jmp    f0 <L10>
 +e7:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

00000000000000f0 <L10>:
 +f0:	83 f8 55             	cmp    \$0x55,%eax
 +f3:	75 fb                	jne    f0 <L10>
 +f5:	83 c1 0a             	add    \$0xa,%ecx
 +f8:	eb 06                	jmp    100 <L11>
 +fa:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)

0000000000000100 <L11>:
 +100:	48 b8 bc 5a ae 63 d9 00 00 00 	movabs \$0xd963ae5abc,%rax
 +10a:	48 b8 c1 42 cb de ea 00 00 00 	movabs \$0xeadecb42c1,%rax
 +114:	48 b8 ca 77 75 5d 8f 00 00 00 	movabs \$0x8f5d7577ca,%rax
 +11e:	e9 ad 00 00 00       	jmp    1d0 <L18>
 +123:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +12e:	66 90                	xchg   %ax,%ax

0000000000000130 <L12>:
 +130:	48 b8 02 bd f9 96 dd 00 00 00 	movabs \$0xdd96f9bd02,%rax
 +13a:	eb f4                	jmp    130 <L12>
 +13c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000140 <L13>:
 +140:	83 f8 0e             	cmp    \$0xe,%eax
 +143:	75 1b                	jne    160 <L15>
 +145:	eb 69                	jmp    1b0 <L17>
 +147:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0000000000000150 <L14>:
 +150:	83 f8 5e             	cmp    \$0x5e,%eax
 +153:	75 fb                	jne    150 <L14>
 +155:	83 f8 1a             	cmp    \$0x1a,%eax
 +158:	75 f6                	jne    150 <L14>
 +15a:	eb 24                	jmp    180 <L16>
 +15c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000160 <L15>:
 +160:	48 b8 d4 b3 74 37 1a 00 00 00 	movabs \$0x1a3774b3d4,%rax
 +16a:	83 c1 1d             	add    \$0x1d,%ecx
 +16d:	e9 ce 00 00 00       	jmp    240 <L22>
 +172:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +17d:	0f 1f 00             	nopl   \(%rax\)

0000000000000180 <L16>:
 +180:	83 c1 54             	add    \$0x54,%ecx
 +183:	48 b8 5a aa 5a 3d ac 00 00 00 	movabs \$0xac3d5aaa5a,%rax
 +18d:	83 f8 60             	cmp    \$0x60,%eax
 +190:	0f 85 9a 00 00 00    	jne    230 <L21>
 +196:	83 f8 54             	cmp    \$0x54,%eax
 +199:	0f 85 91 00 00 00    	jne    230 <L21>
 +19f:	eb 6f                	jmp    210 <L20>
 +1a1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1ac:	0f 1f 40 00          	nopl   0x0\(%rax\)

00000000000001b0 <L17>:
 +1b0:	83 c1 61             	add    \$0x61,%ecx
 +1b3:	83 f8 64             	cmp    \$0x64,%eax
 +1b6:	75 78                	jne    230 <L21>
 +1b8:	48 b8 ae 48 f8 09 97 00 00 00 	movabs \$0x9709f848ae,%rax
 +1c2:	83 f8 29             	cmp    \$0x29,%eax
 +1c5:	75 69                	jne    230 <L21>
 +1c7:	eb 47                	jmp    210 <L20>
 +1c9:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)

00000000000001d0 <L18>:
 +1d0:	83 f8 0b             	cmp    \$0xb,%eax
 +1d3:	0f 85 87 00 00 00    	jne    260 <L23>
 +1d9:	83 f8 5d             	cmp    \$0x5d,%eax
 +1dc:	75 82                	jne    160 <L15>
 +1de:	83 f8 0f             	cmp    \$0xf,%eax
 +1e1:	75 4d                	jne    230 <L21>
 +1e3:	eb 7b                	jmp    260 <L23>
 +1e5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

00000000000001f0 <L19>:
 +1f0:	83 f8 30             	cmp    \$0x30,%eax
 +1f3:	75 bb                	jne    1b0 <L17>
 +1f5:	48 b8 76 43 5b d5 d2 00 00 00 	movabs \$0xd2d55b4376,%rax
 +1ff:	83 c1 1d             	add    \$0x1d,%ecx
 +202:	48 b8 0c c1 6b 2a 67 00 00 00 	movabs \$0x672a6bc10c,%rax
 +20c:	eb 02                	jmp    210 <L20>
 +20e:	66 90                	xchg   %ax,%ax

0000000000000210 <L20>:
 +210:	48 b8 6d 52 58 c1 b2 00 00 00 	movabs \$0xb2c158526d,%rax
 +21a:	48 b8 c5 2a 4e ff d0 00 00 00 	movabs \$0xd0ff4e2ac5,%rax
 +224:	eb 3a                	jmp    260 <L23>
 +226:	66 2e 0f 1f 84 00 00 00 00 00 	cs nopw 0x0\(%rax,%rax,1\)

0000000000000230 <L21>:
 +230:	83 c1 5b             	add    \$0x5b,%ecx
 +233:	83 f8 22             	cmp    \$0x22,%eax
 +236:	75 f8                	jne    230 <L21>
 +238:	83 c1 38             	add    \$0x38,%ecx
 +23b:	eb 03                	jmp    240 <L22>
 +23d:	0f 1f 00             	nopl   \(%rax\)

0000000000000240 <L22>:
 +240:	83 f8 08             	cmp    \$0x8,%eax
 +243:	75 fb                	jne    240 <L22>
 +245:	48 b8 14 7b 9d 80 80 00 00 00 	movabs \$0x80809d7b14,%rax
 +24f:	eb ef                	jmp    240 <L22>
 +251:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +25c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000260 <L23>:
 +260:	48 b8 8b 0d eb 1f d1 00 00 00 	movabs \$0xd11feb0d8b,%rax
 +26a:	83 c1 59             	add    \$0x59,%ecx
 +26d:	eb f1                	jmp    260 <L23>
