#name: relaxation through alignments (32-bit)
#source: relax-through.s
#as: --32 --relax-through-alignments -I$srcdir/$subdir
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

00000000 <L45\-0x9b>:
 +0:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +6:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +c:	0f 85 89 00 00 00    	jne    9b <L45>
 +12:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +17:	ba 55 00 00 00       	mov    \$0x55,%edx
 +1c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +21:	ba 55 00 00 00       	mov    \$0x55,%edx
 +26:	85 c0                	test   %eax,%eax
 +28:	85 c0                	test   %eax,%eax
 +2a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2f:	ba 55 00 00 00       	mov    \$0x55,%edx
 +34:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +3a:	85 c0                	test   %eax,%eax
 +3c:	e9 fc ff ff ff       	jmp    3d <L45\-0x5e>
 +41:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +46:	ba 55 00 00 00       	mov    \$0x55,%edx
 +4b:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +4f:	85 c0                	test   %eax,%eax
 +51:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +55:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5a:	85 c0                	test   %eax,%eax
 +5c:	b8 01 00 00 00       	mov    \$0x1,%eax
 +61:	74 38                	je     9b <L45>
 +63:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +68:	ba 55 00 00 00       	mov    \$0x55,%edx
 +6d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +72:	ba 55 00 00 00       	mov    \$0x55,%edx
 +77:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +7b:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +81:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +87:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8c:	ba 55 00 00 00       	mov    \$0x55,%edx
 +91:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +95:	75 04                	jne    9b <L45>
 +97:	eb 02                	jmp    9b <L45>
 +99:	85 c0                	test   %eax,%eax

0000009b <L45>:
 +9b:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +a1:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +a8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +af:	90                   	nop
 +b0:	0f 84 fc ff ff ff    	je     b2 <L45\+0x17>
 +b6:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +bc:	0f 85 8e 00 00 00    	jne    150 <L113>
 +c2:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +c8:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +ce:	0f 84 86 00 00 00    	je     15a <L114>
 +d4:	85 c0                	test   %eax,%eax
 +d6:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +da:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +e0:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +e4:	75 50                	jne    136 <L112>
 +e6:	85 c0                	test   %eax,%eax
 +e8:	e9 fc ff ff ff       	jmp    e9 <L45\+0x4e>
 +ed:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +f3:	b8 01 00 00 00       	mov    \$0x1,%eax
 +f8:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +fe:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +103:	ba 55 00 00 00       	mov    \$0x55,%edx
 +108:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10d:	ba 55 00 00 00       	mov    \$0x55,%edx
 +112:	85 c0                	test   %eax,%eax
 +114:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +118:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +11e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +123:	ba 55 00 00 00       	mov    \$0x55,%edx
 +128:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12d:	ba 55 00 00 00       	mov    \$0x55,%edx
 +132:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx

00000136 <L112>:
 +136:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +13a:	75 14                	jne    150 <L113>
 +13c:	75 12                	jne    150 <L113>
 +13e:	eb f6                	jmp    136 <L112>
 +140:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +146:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +14d:	8d 76 00             	lea    0x0\(%esi\),%esi

00000150 <L113>:
 +150:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +155:	ba 55 00 00 00       	mov    \$0x55,%edx

0000015a <L114>:
 +15a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +160:	74 06                	je     168 <L146>
 +162:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi

00000168 <L146>:
 +168:	85 c0                	test   %eax,%eax
 +16a:	85 c0                	test   %eax,%eax
 +16c:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +170:	0f 84 fc ff ff ff    	je     172 <L146\+0xa>
 +176:	74 f0                	je     168 <L146>
 +178:	74 ee                	je     168 <L146>
 +17a:	0f 84 fc ff ff ff    	je     17c <L146\+0x14>
 +180:	b8 01 00 00 00       	mov    \$0x1,%eax
 +185:	85 c0                	test   %eax,%eax

00000187 <L147>:
 +187:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +18d:	74 f8                	je     187 <L147>
 +18f:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +195:	0f 84 fc ff ff ff    	je     197 <L147\+0x10>
 +19b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1a0:	ba 55 00 00 00       	mov    \$0x55,%edx
 +1a5:	e9 86 00 00 00       	jmp    230 <L154>
 +1aa:	b8 01 00 00 00       	mov    \$0x1,%eax
 +1af:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +1b3:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1b8:	ba 55 00 00 00       	mov    \$0x55,%edx
 +1bd:	75 0c                	jne    1cb <L151>
 +1bf:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +1c5:	81 c1 45 23 01 00    	add    \$0x12345,%ecx

000001cb <L151>:
 +1cb:	85 c0                	test   %eax,%eax
 +1cd:	b8 01 00 00 00       	mov    \$0x1,%eax
 +1d2:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +1d8:	85 c0                	test   %eax,%eax
 +1da:	75 ef                	jne    1cb <L151>
 +1dc:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)

000001e2 <L152>:
 +1e2:	85 c0                	test   %eax,%eax
 +1e4:	eb 4a                	jmp    230 <L154>
 +1e6:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +1ec:	b8 01 00 00 00       	mov    \$0x1,%eax
 +1f1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1f6:	ba 55 00 00 00       	mov    \$0x55,%edx
 +1fb:	75 e5                	jne    1e2 <L152>
 +1fd:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +202:	ba 55 00 00 00       	mov    \$0x55,%edx
 +207:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20c:	ba 55 00 00 00       	mov    \$0x55,%edx
 +211:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +218:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +21e:	75 c2                	jne    1e2 <L152>
 +220:	b8 01 00 00 00       	mov    \$0x1,%eax
 +225:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +229:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi

00000230 <L154>:
 +230:	c3                   	ret
 +231:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +238:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +23f:	90                   	nop
 +240:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +246:	b8 01 00 00 00       	mov    \$0x1,%eax
 +24b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +250:	ba 55 00 00 00       	mov    \$0x55,%edx
 +255:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +259:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +25d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +262:	ba 55 00 00 00       	mov    \$0x55,%edx
 +267:	0f 85 89 00 00 00    	jne    2f6 <L367>
 +26d:	b8 01 00 00 00       	mov    \$0x1,%eax
 +272:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +278:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +27e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +283:	ba 55 00 00 00       	mov    \$0x55,%edx
 +288:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +28c:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +292:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +298:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +29c:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +2a2:	0f 84 fc ff ff ff    	je     2a4 <L154\+0x74>
 +2a8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ad:	ba 55 00 00 00       	mov    \$0x55,%edx
 +2b2:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2b7:	ba 55 00 00 00       	mov    \$0x55,%edx
 +2bc:	b8 01 00 00 00       	mov    \$0x1,%eax
 +2c1:	b8 01 00 00 00       	mov    \$0x1,%eax
 +2c6:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +2cc:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +2d0:	e9 fc ff ff ff       	jmp    2d1 <L154\+0xa1>
 +2d5:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +2db:	b8 01 00 00 00       	mov    \$0x1,%eax
 +2e0:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +2e6:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +2ea:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +2f0:	81 c1 45 23 01 00    	add    \$0x12345,%ecx

000002f6 <L367>:
 +2f6:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +2fa:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +300:	e9 fc ff ff ff       	jmp    301 <L367\+0xb>
 +305:	85 c0                	test   %eax,%eax
 +307:	85 c0                	test   %eax,%eax
 +309:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +30d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +312:	ba 55 00 00 00       	mov    \$0x55,%edx
 +317:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +31e:	66 90                	xchg   %ax,%ax
 +320:	0f 84 8b 00 00 00    	je     3b1 <L390>
 +326:	74 3e                	je     366 <L387>
 +328:	e9 fc ff ff ff       	jmp    329 <L367\+0x33>
 +32d:	75 37                	jne    366 <L387>
 +32f:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +335:	74 4f                	je     386 <L389>
 +337:	0f 84 fc ff ff ff    	je     339 <L367\+0x43>
 +33d:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +342:	ba 55 00 00 00       	mov    \$0x55,%edx
 +347:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +34e:	66 90                	xchg   %ax,%ax
 +350:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +355:	ba 55 00 00 00       	mov    \$0x55,%edx
 +35a:	0f 84 fc ff ff ff    	je     35c <L367\+0x66>
 +360:	81 c1 45 23 01 00    	add    \$0x12345,%ecx

00000366 <L387>:
 +366:	0f 85 fc ff ff ff    	jne    368 <L387\+0x2>
 +36c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +371:	ba 55 00 00 00       	mov    \$0x55,%edx
 +376:	e9 fc ff ff ff       	jmp    377 <L387\+0x11>
 +37b:	b8 01 00 00 00       	mov    \$0x1,%eax
 +380:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)

00000386 <L389>:
 +386:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +38c:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +392:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +398:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +39d:	ba 55 00 00 00       	mov    \$0x55,%edx
 +3a2:	e9 fc ff ff ff       	jmp    3a3 <L389\+0x1d>
 +3a7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3ac:	ba 55 00 00 00       	mov    \$0x55,%edx

000003b1 <L390>:
 +3b1:	e9 9f 00 00 00       	jmp    455 <L489>

000003b6 <L485>:
 +3b6:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3bd:	8d 76 00             	lea    0x0\(%esi\),%esi
 +3c0:	e9 90 00 00 00       	jmp    455 <L489>
 +3c5:	85 c0                	test   %eax,%eax
 +3c7:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +3cd:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +3d3:	b8 01 00 00 00       	mov    \$0x1,%eax
 +3d8:	85 c0                	test   %eax,%eax
 +3da:	75 da                	jne    3b6 <L485>
 +3dc:	b8 01 00 00 00       	mov    \$0x1,%eax
 +3e1:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3e8:	0f 85 fc ff ff ff    	jne    3ea <L485\+0x34>
 +3ee:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3f3:	ba 55 00 00 00       	mov    \$0x55,%edx
 +3f8:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +3fc:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +402:	b8 01 00 00 00       	mov    \$0x1,%eax
 +407:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +40e:	66 90                	xchg   %ax,%ax
 +410:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +416:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +41c:	0f 85 fc ff ff ff    	jne    41e <L485\+0x68>
 +422:	b8 01 00 00 00       	mov    \$0x1,%eax
 +427:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +42c:	ba 55 00 00 00       	mov    \$0x55,%edx
 +431:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +436:	ba 55 00 00 00       	mov    \$0x55,%edx
 +43b:	b8 01 00 00 00       	mov    \$0x1,%eax
 +440:	b8 01 00 00 00       	mov    \$0x1,%eax
 +445:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +44a:	ba 55 00 00 00       	mov    \$0x55,%edx
 +44f:	81 c1 45 23 01 00    	add    \$0x12345,%ecx

00000455 <L489>:
 +455:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +45b:	e9 fc ff ff ff       	jmp    45c <L489\+0x7>
 +460:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +464:	e9 fc ff ff ff       	jmp    465 <L489\+0x10>
 +469:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +46f:	0f 84 fc ff ff ff    	je     471 <L489\+0x1c>
 +475:	0f 85 7f 00 00 00    	jne    4fa <L1015>
 +47b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +47f:	90                   	nop
 +480:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +485:	ba 55 00 00 00       	mov    \$0x55,%edx
 +48a:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +48e:	0f 84 fc ff ff ff    	je     490 <L489\+0x3b>
 +494:	b8 01 00 00 00       	mov    \$0x1,%eax
 +499:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +49f:	b8 01 00 00 00       	mov    \$0x1,%eax
 +4a4:	0f 85 fc ff ff ff    	jne    4a6 <L489\+0x51>
 +4aa:	b8 01 00 00 00       	mov    \$0x1,%eax
 +4af:	e9 fc ff ff ff       	jmp    4b0 <L489\+0x5b>
 +4b4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4b9:	ba 55 00 00 00       	mov    \$0x55,%edx
 +4be:	8d 54 88 08          	lea    0x8\(%eax,%ecx,4\),%edx
 +4c2:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +4c8:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +4ce:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +4d4:	81 c1 45 23 01 00    	add    \$0x12345,%ecx
 +4da:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +4e0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4e5:	ba 55 00 00 00       	mov    \$0x55,%edx
 +4ea:	89 83 00 10 00 00    	mov    %eax,0x1000\(%ebx\)
 +4f0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f5:	ba 55 00 00 00       	mov    \$0x55,%edx
