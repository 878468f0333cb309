#name: relaxation relaxes a run whose branch has not settled (64-bit)
#source: relax-settled-2.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp -malign-branch-prefix-placement=spread -malign-branch-long-encodings
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0000000000000000 <L0>:
 +0:	48 b8 1d ef 27 b6 98 00 00 00 	movabs \$0x98b627ef1d,%rax
 +a:	2e 48 b8 cb 15 36 f0 91 00 00 00 	cs movabs \$0x91f03615cb,%rax
 +15:	2e 48 b8 14 73 11 c3 7f 00 00 00 	cs movabs \$0x7fc3117314,%rax
 +20:	eb 1e                	jmp    40 <L2>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2d:	0f 1f 00             	nopl   \(%rax\)

0000000000000030 <L1>:
 +30:	83 c1 55             	add    \$0x55,%ecx
 +33:	48 b8 75 9a 39 a6 48 00 00 00 	movabs \$0x48a6399a75,%rax
 +3d:	eb 21                	jmp    60 <L4>
 +3f:	90                   	nop

0000000000000040 <L2>:
 +40:	83 f8 04             	cmp    \$0x4,%eax
 +43:	75 eb                	jne    30 <L1>
 +45:	83 f8 11             	cmp    \$0x11,%eax
 +48:	75 56                	jne    a0 <L7>
 +4a:	eb 14                	jmp    60 <L4>
 +4c:	0f 1f 40 00          	nopl   0x0\(%rax\)

0000000000000050 <L3>:
 +50:	48 b8 15 c2 52 8c 5a 00 00 00 	movabs \$0x5a8c52c215,%rax
 +5a:	83 c1 5a             	add    \$0x5a,%ecx
 +5d:	eb 51                	jmp    b0 <L8>
 +5f:	90                   	nop

0000000000000060 <L4>:
 +60:	83 c1 23             	add    \$0x23,%ecx
 +63:	eb 4b                	jmp    b0 <L8>
 +65:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000070 <L5>:
 +70:	83 c1 4a             	add    \$0x4a,%ecx
 +73:	eb 4b                	jmp    c0 <L9>
 +75:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

0000000000000080 <L6>:
 +80:	83 f8 38             	cmp    \$0x38,%eax
 +83:	75 eb                	jne    70 <L5>
 +85:	48 b8 c5 63 84 cb e0 00 00 00 	movabs \$0xe0cb8463c5,%rax
 +8f:	eb 3f                	jmp    d0 <L10>
 +91:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +9c:	0f 1f 40 00          	nopl   0x0\(%rax\)

00000000000000a0 <L7>:
 +a0:	83 f8 25             	cmp    \$0x25,%eax
 +a3:	75 0b                	jne    b0 <L8>
 +a5:	e9 96 00 00 00       	jmp    140 <L14>
 +aa:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)

00000000000000b0 <L8>:
 +b0:	83 c1 1d             	add    \$0x1d,%ecx
 +b3:	eb 1b                	jmp    d0 <L10>
 +b5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)

00000000000000c0 <L9>:
 +c0:	83 f8 55             	cmp    \$0x55,%eax
 +c3:	75 2b                	jne    f0 <L11>
 +c5:	83 c1 0f             	add    \$0xf,%ecx
 +c8:	83 c1 30             	add    \$0x30,%ecx
 +cb:	eb 43                	jmp    110 <L12>
 +cd:	0f 1f 00             	nopl   \(%rax\)

00000000000000d0 <L10>:
 +d0:	83 c1 01             	add    \$0x1,%ecx
 +d3:	83 c1 58             	add    \$0x58,%ecx
 +d6:	83 f8 3d             	cmp    \$0x3d,%eax
 +d9:	75 55                	jne    130 <L13>
 +db:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +e0:	83 f8 14             	cmp    \$0x14,%eax
 +e3:	75 2b                	jne    110 <L12>
 +e5:	eb 09                	jmp    f0 <L11>
 +e7:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

00000000000000f0 <L11>:
 +f0:	83 f8 5c             	cmp    \$0x5c,%eax
 +f3:	75 fb                	jne    f0 <L11>
 +f5:	83 c1 4a             	add    \$0x4a,%ecx
 +f8:	48 b8 cb 15 b8 27 38 00 00 00 	movabs \$0x3827b815cb,%rax
 +102:	48 b8 b4 06 a5 d3 b7 00 00 00 	movabs \$0xb7d3a506b4,%rax
 +10c:	eb 42                	jmp    150 <L15>
 +10e:	66 90                	xchg   %ax,%ax

0000000000000110 <L12>:
 +110:	83 f8 47             	cmp    \$0x47,%eax
 +113:	75 fb                	jne    110 <L12>
 +115:	83 f8 63             	cmp    \$0x63,%eax
 +118:	75 26                	jne    140 <L14>
 +11a:	83 c1 02             	add    \$0x2,%ecx
 +11d:	83 c1 44             	add    \$0x44,%ecx
 +120:	eb 1e                	jmp    140 <L14>
 +122:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +12d:	0f 1f 00             	nopl   \(%rax\)

0000000000000130 <L13>:
 +130:	83 f8 04             	cmp    \$0x4,%eax
 +133:	75 9b                	jne    d0 <L10>
 +135:	eb 19                	jmp    150 <L15>
 +137:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0000000000000140 <L14>:
 +140:	83 f8 2b             	cmp    \$0x2b,%eax
 +143:	75 eb                	jne    130 <L13>
 +145:	eb f9                	jmp    140 <L14>
 +147:	66 0f 1f 84 00 00 00 00 00 	nopw   0x0\(%rax,%rax,1\)

0000000000000150 <L15>:
 +150:	83 f8 39             	cmp    \$0x39,%eax
 +153:	75 bb                	jne    110 <L12>
 +155:	83 c1 4b             	add    \$0x4b,%ecx
 +158:	48 b8 78 ba e2 28 47 00 00 00 	movabs \$0x4728e2ba78,%rax
 +162:	83 c1 0a             	add    \$0xa,%ecx
 +165:	eb e9                	jmp    150 <L15>
