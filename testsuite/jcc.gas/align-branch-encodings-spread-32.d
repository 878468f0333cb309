#name: -malign-branch-long-encodings: longer encodings make up what prefixes cannot, with spread placement (32-bit)
#source: align-branch-encodings.s
#as: --32 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread -malign-branch-long-encodings
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	3e 3e 3e 3e 8b 90 10 00 00 00 	ds ds ds mov %ds:0x10\(%eax\),%edx
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
 +1b:	90                   	nop
 +1c:	90                   	nop
 +1d:	90                   	nop
 +1e:	90                   	nop
 +1f:	90                   	nop
 +20:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +26:	75 d8                	jne    0 <f>
 +28:	eb 16                	jmp    40 <f\+0x40>
 +2a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +31:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +38:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	36 36 36 36 8b 95 f0 ff ff ff 	ss ss ss mov %ss:-0x10\(%ebp\),%edx
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
 +60:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +66:	75 98                	jne    0 <f>
 +68:	eb 16                	jmp    80 <f\+0x80>
 +6a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +71:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +78:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7f:	90                   	nop
 +80:	3e 3e 3e 3e 8b 94 98 10 00 00 00 	ds ds ds mov %ds:0x10\(%eax,%ebx,4\),%edx
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
 +a0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +a6:	0f 85 54 ff ff ff    	jne    0 <f>
 +ac:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b3:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ba:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +c0:	3e 3e 3e 8b 91 00 00 00 00 	ds ds mov %ds:0x0\(%ecx\),%edx
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
 +da:	90                   	nop
 +db:	90                   	nop
 +dc:	90                   	nop
 +dd:	90                   	nop
 +de:	90                   	nop
 +df:	90                   	nop
 +e0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +e6:	0f 85 14 ff ff ff    	jne    0 <f>
 +ec:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +f3:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +fa:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +100:	3e 3e 3e 3e 81 c2 f8 ff ff ff 	ds ds ds ds add \$0xfffffff8,%edx
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
 +11b:	90                   	nop
 +11c:	90                   	nop
 +11d:	90                   	nop
 +11e:	90                   	nop
 +11f:	90                   	nop
 +120:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +126:	0f 85 d4 fe ff ff    	jne    0 <f>
 +12c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +133:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +13a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +140:	3e 3e 3e 3e 3e 8b 90 00 10 00 00 	ds ds ds ds mov %ds:0x1000\(%eax\),%edx
 +14b:	90                   	nop
 +14c:	90                   	nop
 +14d:	90                   	nop
 +14e:	90                   	nop
 +14f:	90                   	nop
 +150:	90                   	nop
 +151:	90                   	nop
 +152:	90                   	nop
 +153:	90                   	nop
 +154:	90                   	nop
 +155:	90                   	nop
 +156:	90                   	nop
 +157:	90                   	nop
 +158:	90                   	nop
 +159:	90                   	nop
 +15a:	90                   	nop
 +15b:	90                   	nop
 +15c:	90                   	nop
 +15d:	90                   	nop
 +15e:	66 90                	xchg   %ax,%ax
 +160:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +166:	0f 85 94 fe ff ff    	jne    0 <f>
 +16c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +173:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +180:	3e 8b 50 10          	mov    %ds:0x10\(%eax\),%edx
 +184:	90                   	nop
 +185:	90                   	nop
 +186:	90                   	nop
 +187:	90                   	nop
 +188:	90                   	nop
 +189:	90                   	nop
 +18a:	90                   	nop
 +18b:	90                   	nop
 +18c:	90                   	nop
 +18d:	90                   	nop
 +18e:	90                   	nop
 +18f:	90                   	nop
 +190:	90                   	nop
 +191:	90                   	nop
 +192:	90                   	nop
 +193:	90                   	nop
 +194:	90                   	nop
 +195:	90                   	nop
 +196:	90                   	nop
 +197:	90                   	nop
 +198:	90                   	nop
 +199:	90                   	nop
 +19a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +1a0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +1a6:	0f 85 54 fe ff ff    	jne    0 <f>
 +1ac:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1b3:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1ba:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +1c0:	3e 3e 3e 3e 3e 8b 50 10 	ds ds ds ds mov %ds:0x10\(%eax\),%edx
 +1c8:	90                   	nop
 +1c9:	90                   	nop
 +1ca:	90                   	nop
 +1cb:	90                   	nop
 +1cc:	90                   	nop
 +1cd:	90                   	nop
 +1ce:	90                   	nop
 +1cf:	90                   	nop
 +1d0:	90                   	nop
 +1d1:	90                   	nop
 +1d2:	90                   	nop
 +1d3:	90                   	nop
 +1d4:	90                   	nop
 +1d5:	90                   	nop
 +1d6:	90                   	nop
 +1d7:	90                   	nop
 +1d8:	90                   	nop
 +1d9:	90                   	nop
 +1da:	90                   	nop
 +1db:	90                   	nop
 +1dc:	90                   	nop
 +1dd:	90                   	nop
 +1de:	90                   	nop
 +1df:	90                   	nop
 +1e0:	81 fb 44 33 22 11    	cmp    \$0x11223344,%ebx
 +1e6:	0f 85 14 fe ff ff    	jne    0 <f>
 +1ec:	c3                   	ret
