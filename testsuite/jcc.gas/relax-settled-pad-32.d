#name: relaxation passes over settled frags, with branch padding (32-bit)
#source: relax-settled.s
#as: --32 -mbranches-within-32B-boundaries
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

00000000 <L0>:
 +0:	83 f8 06             	cmp    \$0x6,%eax
 +3:	75 6b                	jne    70 <L5>
 +5:	83 f8 27             	cmp    \$0x27,%eax
 +8:	75 56                	jne    60 <L4>
 +a:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +f:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +14:	eb 5a                	jmp    70 <L5>
 +16:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1d:	8d 76 00             	lea    0x0\(%esi\),%esi

00000020 <L1>:
 +20:	83 c1 37             	add    \$0x37,%ecx
 +23:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +28:	eb f6                	jmp    20 <L1>
 +2a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi

00000030 <L2>:
 +30:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +35:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +3a:	e9 81 00 00 00       	jmp    c0 <L9>
 +3f:	90                   	nop

00000040 <L3>:
 +40:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +45:	83 f8 22             	cmp    \$0x22,%eax
 +48:	75 66                	jne    b0 <L8>
 +4a:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +4f:	eb 2f                	jmp    80 <L6>
 +51:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +58:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +5f:	90                   	nop

00000060 <L4>:
 +60:	83 c1 0c             	add    \$0xc,%ecx
 +63:	eb 4b                	jmp    b0 <L8>
 +65:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

00000070 <L5>:
 +70:	83 c1 3f             	add    \$0x3f,%ecx
 +73:	83 c1 4c             	add    \$0x4c,%ecx
 +76:	eb 58                	jmp    d0 <L10>
 +78:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop

00000080 <L6>:
 +80:	83 c1 1f             	add    \$0x1f,%ecx
 +83:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +88:	eb 06                	jmp    90 <L7>
 +8a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi

00000090 <L7>:
 +90:	83 f8 12             	cmp    \$0x12,%eax
 +93:	75 fb                	jne    90 <L7>
 +95:	3e b8 78 56 34 12    	ds mov \$0x12345678,%eax
 +9b:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +a0:	eb 3e                	jmp    e0 <L11>
 +a2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +a9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi

000000b0 <L8>:
 +b0:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +b5:	83 f8 3e             	cmp    \$0x3e,%eax
 +b8:	75 46                	jne    100 <L12>
 +ba:	eb 64                	jmp    120 <L14>
 +bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

000000c0 <L9>:
 +c0:	83 f8 36             	cmp    \$0x36,%eax
 +c3:	75 bb                	jne    80 <L6>
 +c5:	eb 09                	jmp    d0 <L10>
 +c7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ce:	66 90                	xchg   %ax,%ax

000000d0 <L10>:
 +d0:	83 f8 55             	cmp    \$0x55,%eax
 +d3:	75 fb                	jne    d0 <L10>
 +d5:	83 c1 0a             	add    \$0xa,%ecx
 +d8:	eb 06                	jmp    e0 <L11>
 +da:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi

000000e0 <L11>:
 +e0:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +e5:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +ea:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +ef:	e9 8c 00 00 00       	jmp    180 <L18>
 +f4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +fb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +ff:	90                   	nop

00000100 <L12>:
 +100:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +105:	eb f9                	jmp    100 <L12>
 +107:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +10e:	66 90                	xchg   %ax,%ax

00000110 <L13>:
 +110:	83 f8 0e             	cmp    \$0xe,%eax
 +113:	75 1b                	jne    130 <L15>
 +115:	eb 49                	jmp    160 <L17>
 +117:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +11e:	66 90                	xchg   %ax,%ax

00000120 <L14>:
 +120:	83 f8 5e             	cmp    \$0x5e,%eax
 +123:	75 fb                	jne    120 <L14>
 +125:	83 f8 1a             	cmp    \$0x1a,%eax
 +128:	75 f6                	jne    120 <L14>
 +12a:	eb 14                	jmp    140 <L16>
 +12c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

00000130 <L15>:
 +130:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +135:	83 c1 1d             	add    \$0x1d,%ecx
 +138:	e9 a3 00 00 00       	jmp    1e0 <L22>
 +13d:	8d 76 00             	lea    0x0\(%esi\),%esi

00000140 <L16>:
 +140:	83 c1 54             	add    \$0x54,%ecx
 +143:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +148:	83 f8 60             	cmp    \$0x60,%eax
 +14b:	0f 85 7f 00 00 00    	jne    1d0 <L21>
 +151:	83 f8 54             	cmp    \$0x54,%eax
 +154:	75 7a                	jne    1d0 <L21>
 +156:	eb 68                	jmp    1c0 <L20>
 +158:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +15f:	90                   	nop

00000160 <L17>:
 +160:	83 c1 61             	add    \$0x61,%ecx
 +163:	83 f8 64             	cmp    \$0x64,%eax
 +166:	75 68                	jne    1d0 <L21>
 +168:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +16d:	83 f8 29             	cmp    \$0x29,%eax
 +170:	75 5e                	jne    1d0 <L21>
 +172:	eb 4c                	jmp    1c0 <L20>
 +174:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +17f:	90                   	nop

00000180 <L18>:
 +180:	83 f8 0b             	cmp    \$0xb,%eax
 +183:	75 6b                	jne    1f0 <L23>
 +185:	83 f8 5d             	cmp    \$0x5d,%eax
 +188:	75 a6                	jne    130 <L15>
 +18a:	83 f8 0f             	cmp    \$0xf,%eax
 +18d:	75 41                	jne    1d0 <L21>
 +18f:	eb 5f                	jmp    1f0 <L23>
 +191:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +198:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +19f:	90                   	nop

000001a0 <L19>:
 +1a0:	83 f8 30             	cmp    \$0x30,%eax
 +1a3:	75 bb                	jne    160 <L17>
 +1a5:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1aa:	83 c1 1d             	add    \$0x1d,%ecx
 +1ad:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1b2:	eb 0c                	jmp    1c0 <L20>
 +1b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +1bf:	90                   	nop

000001c0 <L20>:
 +1c0:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1c5:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1ca:	eb 24                	jmp    1f0 <L23>
 +1cc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

000001d0 <L21>:
 +1d0:	83 c1 5b             	add    \$0x5b,%ecx
 +1d3:	83 f8 22             	cmp    \$0x22,%eax
 +1d6:	75 f8                	jne    1d0 <L21>
 +1d8:	83 c1 38             	add    \$0x38,%ecx
 +1db:	eb 03                	jmp    1e0 <L22>
 +1dd:	8d 76 00             	lea    0x0\(%esi\),%esi

000001e0 <L22>:
 +1e0:	83 f8 08             	cmp    \$0x8,%eax
 +1e3:	75 fb                	jne    1e0 <L22>
 +1e5:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1ea:	eb f4                	jmp    1e0 <L22>
 +1ec:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi

000001f0 <L23>:
 +1f0:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +1f5:	83 c1 59             	add    \$0x59,%ecx
 +1f8:	eb f6                	jmp    1f0 <L23>
