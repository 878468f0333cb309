#name: unmarked branches between marks are left alone, marked ones padded (32-bit)
#source: align-branch-idle.s
#as: --32
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1e:	e8 fc ff ff ff       	call   1f <f\+0x1f>
 +23:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +34:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +60:	e9 fc ff ff ff       	jmp    61 <f\+0x61>
 +65:	eb 19                	jmp    80 <f\+0x80>
 +67:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +75:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +80:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +85:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +94:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +99:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9e:	90                   	nop
 +9f:	c3                   	ret
 +a0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +aa:	eb 14                	jmp    c0 <f\+0xc0>
 +ac:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b3:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ba:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +e0:	e9 fc ff ff ff       	jmp    e1 <f\+0xe1>
 +e5:	eb 19                	jmp    100 <f\+0x100>
 +e7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ee:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +f5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +fc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +100:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +105:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +114:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +119:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11e:	e9 fc ff ff ff       	jmp    11f <f\+0x11f>
 +123:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +128:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +134:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +13b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +13f:	90                   	nop
 +140:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +145:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +154:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +159:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +160:	e9 fc ff ff ff       	jmp    161 <f\+0x161>
 +165:	eb 19                	jmp    180 <f\+0x180>
 +167:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +16e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +175:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +180:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +185:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +194:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +199:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19e:	0f 85 fc ff ff ff    	jne    1a0 <f\+0x1a0>
 +1a4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1a9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1ae:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1b5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +1c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d9:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +1e0:	e9 fc ff ff ff       	jmp    1e1 <f\+0x1e1>
 +1e5:	eb 19                	jmp    200 <f\+0x200>
 +1e7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1ee:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1f5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1fc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +200:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +205:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +214:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +219:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +21e:	ff 15 00 00 00 00    	call   \*0x0
 +224:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +229:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +22e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +235:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +23c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +240:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +245:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +254:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +259:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +260:	e9 fc ff ff ff       	jmp    261 <f\+0x261>
 +265:	eb 19                	jmp    280 <f\+0x280>
 +267:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +26e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +275:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +27c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +280:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +285:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +294:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +299:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +29e:	ff 25 00 00 00 00    	jmp    \*0x0
 +2a4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2a9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ae:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2b5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +2c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d9:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +2e0:	e9 fc ff ff ff       	jmp    2e1 <f\+0x2e1>
 +2e5:	eb 19                	jmp    300 <f\+0x300>
 +2e7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2ee:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2f5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2fc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +300:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +305:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +314:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +319:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +31e:	e2 00                	loop   320 <f\+0x320>
 +320:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +325:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +32a:	eb 14                	jmp    340 <f\+0x340>
 +32c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +333:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +33a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +340:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +345:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +354:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +359:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +360:	e9 fc ff ff ff       	jmp    361 <f\+0x361>
 +365:	eb 19                	jmp    380 <f\+0x380>
 +367:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +36e:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +375:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +37c:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +380:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +385:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +38a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +38f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +394:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +399:	90                   	nop
 +39a:	90                   	nop
 +39b:	90                   	nop
 +39c:	39 c3                	cmp    %eax,%ebx
 +39e:	0f 85 fc ff ff ff    	jne    3a0 <f\+0x3a0>
 +3a4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3a9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3ae:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3b5:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3bc:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +3c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3d9:	3e 3e 3e 3e 3e 89 c1 	ds ds ds ds ds mov %eax,%ecx
 +3e0:	e9 fc ff ff ff       	jmp    3e1 <f\+0x3e1>
