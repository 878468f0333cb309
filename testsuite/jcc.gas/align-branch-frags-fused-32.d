#name: fewer frags around fused pairs and unpadded calls give the bytes of 0001-0042 (32-bit)
#source: align-branch-frags-fused.s
#as: --32 -mbranches-within-32B-boundaries --statistics
#warning_output: align-branch-frags-fused.l
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +13:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d:	89 c2                	mov    %eax,%edx
 +1f:	99                   	cltd
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <f>
 +24:	eb 1a                	jmp    40 <f\+0x40>
 +26:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +34:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	89 c2                	mov    %eax,%edx
 +5b:	99                   	cltd
 +5c:	85 c0                	test   %eax,%eax
 +5e:	89 c2                	mov    %eax,%edx
 +60:	74 9e                	je     0 <f>
 +62:	eb 1c                	jmp    80 <f\+0x80>
 +64:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +72:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +79:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +80:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +89:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +93:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +98:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9d:	89 c2                	mov    %eax,%edx
 +9f:	99                   	cltd
 +a0:	83 f8 01             	cmp    \$0x1,%eax
 +a3:	0f 82 57 ff ff ff    	jb     0 <f>
 +a9:	eb 15                	jmp    c0 <f\+0xc0>
 +ab:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	89 c2                	mov    %eax,%edx
 +db:	99                   	cltd
 +dc:	83 f8 02             	cmp    \$0x2,%eax
 +df:	3e 0f 82 1a ff ff ff 	jb,pt  0 <f>
 +e6:	eb 18                	jmp    100 <f\+0x100>
 +e8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ef:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +f6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +fd:	8d 76 00             	lea    0x0\(%esi\),%esi
 +100:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +109:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +113:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +118:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11d:	89 c2                	mov    %eax,%edx
 +11f:	99                   	cltd
 +120:	83 f8 03             	cmp    \$0x3,%eax
 +123:	0f 82 d7 fe ff ff    	jb     0 <f>
 +129:	eb 15                	jmp    140 <f\+0x140>
 +12b:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +132:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +139:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +140:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +145:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +154:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +159:	89 c2                	mov    %eax,%edx
 +15b:	99                   	cltd
 +15c:	83 c0 01             	add    \$0x1,%eax
 +15f:	90                   	nop
 +160:	0f 85 9a fe ff ff    	jne    0 <f>
 +166:	eb 18                	jmp    180 <f\+0x180>
 +168:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +16f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +176:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17d:	8d 76 00             	lea    0x0\(%esi\),%esi
 +180:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +185:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +194:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +199:	89 c2                	mov    %eax,%edx
 +19b:	99                   	cltd
 +19c:	83 e8 01             	sub    \$0x1,%eax
 +19f:	e8 bb 01 00 00       	call   35f <g>
 +1a4:	eb 1a                	jmp    1c0 <f\+0x1c0>
 +1a6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1ad:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1b4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1bb:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +1bf:	90                   	nop
 +1c0:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +1c8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1cd:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d2:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1dc:	89 c2                	mov    %eax,%edx
 +1de:	99                   	cltd
 +1df:	48                   	dec    %eax
 +1e0:	e9 1b fe ff ff       	jmp    0 <f>
 +1e5:	eb 19                	jmp    200 <f\+0x200>
 +1e7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1ee:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1f5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1fc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +200:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +208:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +212:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +217:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +21c:	89 c2                	mov    %eax,%edx
 +21e:	99                   	cltd
 +21f:	40                   	inc    %eax
 +220:	0f 80 da fd ff ff    	jo     0 <f>
 +226:	eb 18                	jmp    240 <f\+0x240>
 +228:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +22f:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +236:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +23d:	8d 76 00             	lea    0x0\(%esi\),%esi
 +240:	3e 3e 3e b8 44 33 22 11 	ds ds ds mov \$0x11223344,%eax
 +248:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +252:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +257:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +25c:	89 c2                	mov    %eax,%edx
 +25e:	99                   	cltd
 +25f:	40                   	inc    %eax
 +260:	39 c3                	cmp    %eax,%ebx
 +262:	0f 85 98 fd ff ff    	jne    0 <f>
 +268:	eb 16                	jmp    280 <f\+0x280>
 +26a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +271:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +278:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +27f:	90                   	nop
 +280:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +285:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +294:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +299:	89 c2                	mov    %eax,%edx
 +29b:	99                   	cltd
 +29c:	e8 be 00 00 00       	call   35f <g>
 +2a1:	eb 1d                	jmp    2c0 <f\+0x2c0>
 +2a3:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2aa:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b1:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2bf:	90                   	nop
 +2c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d9:	89 c2                	mov    %eax,%edx
 +2db:	99                   	cltd
 +2dc:	ff 15 04 00 00 00    	call   \*0x4
 +2e2:	eb 1c                	jmp    300 <f\+0x300>
 +2e4:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2eb:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2f2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2f9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +300:	3e 3e 3e 3e b8 44 33 22 11 	ds ds ds ds mov \$0x11223344,%eax
 +309:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +313:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +318:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +31d:	89 c2                	mov    %eax,%edx
 +31f:	99                   	cltd
 +320:	39 c3                	cmp    %eax,%ebx
 +322:	75 06                	jne    32a <f\+0x32a>
 +324:	ff 25 04 00 00 00    	jmp    \*0x4
 +32a:	eb 14                	jmp    340 <f\+0x340>
 +32c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +333:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +33a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +340:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +345:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +354:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +359:	89 c2                	mov    %eax,%edx
 +35b:	99                   	cltd
 +35c:	85 c9                	test   %ecx,%ecx
 +35e:	c3                   	ret

0+35f <g>:
 +35f:	85 c0                	test   %eax,%eax
#pass
