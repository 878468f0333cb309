#name: loop, the jcxz family, far returns and far indirect branches are padded with their kinds (32-bit)
#source: align-branch-short-far.s
#as: --32 -mbranches-within-32B-boundaries -malign-branch=jcc+fused+jmp+ret+indirect
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <loops>:
 +0:	90 +	nop
 +1:	90 +	nop
 +2:	90 +	nop
 +3:	90 +	nop
 +4:	90 +	nop
 +5:	90 +	nop
 +6:	90 +	nop
 +7:	90 +	nop
 +8:	90 +	nop
 +9:	90 +	nop
 +a:	90 +	nop
 +b:	90 +	nop
 +c:	90 +	nop
 +d:	90 +	nop
 +e:	90 +	nop
 +f:	90 +	nop
 +10:	90 +	nop
 +11:	90 +	nop
 +12:	90 +	nop
 +13:	90 +	nop
 +14:	90 +	nop
 +15:	90 +	nop
 +16:	90 +	nop
 +17:	90 +	nop
 +18:	90 +	nop
 +19:	90 +	nop
 +1a:	90 +	nop
 +1b:	90 +	nop
 +1c:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +20:	e2 00 +	loop +22 +<loops\+0x22>
 +22:	eb 1c +	jmp +40 +<loops\+0x40>
 +24:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2b:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +32:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +39:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +40:	90 +	nop
 +41:	90 +	nop
 +42:	90 +	nop
 +43:	90 +	nop
 +44:	90 +	nop
 +45:	90 +	nop
 +46:	90 +	nop
 +47:	90 +	nop
 +48:	90 +	nop
 +49:	90 +	nop
 +4a:	90 +	nop
 +4b:	90 +	nop
 +4c:	90 +	nop
 +4d:	90 +	nop
 +4e:	90 +	nop
 +4f:	90 +	nop
 +50:	90 +	nop
 +51:	90 +	nop
 +52:	90 +	nop
 +53:	90 +	nop
 +54:	90 +	nop
 +55:	90 +	nop
 +56:	90 +	nop
 +57:	90 +	nop
 +58:	90 +	nop
 +59:	90 +	nop
 +5a:	90 +	nop
 +5b:	90 +	nop
 +5c:	3e 89 c3 +	ds +mov +%eax,%ebx
 +5f:	90 +	nop
 +60:	e1 00 +	loope +62 +<loops\+0x62>
 +62:	eb 1c +	jmp +80 +<loops\+0x80>
 +64:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +6b:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +72:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +79:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +80:	90 +	nop
 +81:	90 +	nop
 +82:	90 +	nop
 +83:	90 +	nop
 +84:	90 +	nop
 +85:	90 +	nop
 +86:	90 +	nop
 +87:	90 +	nop
 +88:	90 +	nop
 +89:	90 +	nop
 +8a:	90 +	nop
 +8b:	90 +	nop
 +8c:	90 +	nop
 +8d:	90 +	nop
 +8e:	90 +	nop
 +8f:	90 +	nop
 +90:	90 +	nop
 +91:	90 +	nop
 +92:	90 +	nop
 +93:	90 +	nop
 +94:	90 +	nop
 +95:	90 +	nop
 +96:	90 +	nop
 +97:	90 +	nop
 +98:	90 +	nop
 +99:	90 +	nop
 +9a:	90 +	nop
 +9b:	90 +	nop
 +9c:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +a0:	e0 00 +	loopne +a2 +<loops\+0xa2>
 +a2:	eb 1c +	jmp +c0 +<loops\+0xc0>
 +a4:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +ab:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +b2:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +b9:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +c0:	90 +	nop
 +c1:	90 +	nop
 +c2:	90 +	nop
 +c3:	90 +	nop
 +c4:	90 +	nop
 +c5:	90 +	nop
 +c6:	90 +	nop
 +c7:	90 +	nop
 +c8:	90 +	nop
 +c9:	90 +	nop
 +ca:	90 +	nop
 +cb:	90 +	nop
 +cc:	90 +	nop
 +cd:	90 +	nop
 +ce:	90 +	nop
 +cf:	90 +	nop
 +d0:	90 +	nop
 +d1:	90 +	nop
 +d2:	90 +	nop
 +d3:	90 +	nop
 +d4:	90 +	nop
 +d5:	90 +	nop
 +d6:	90 +	nop
 +d7:	90 +	nop
 +d8:	90 +	nop
 +d9:	90 +	nop
 +da:	90 +	nop
 +db:	90 +	nop
 +dc:	3e 89 c3 +	ds +mov +%eax,%ebx
 +df:	90 +	nop
 +e0:	e3 00 +	jecxz +e2 +<loops\+0xe2>
 +e2:	eb 1c +	jmp +100 +<loops\+0x100>
 +e4:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +eb:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +f2:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +f9:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +100:	90 +	nop
 +101:	90 +	nop
 +102:	90 +	nop
 +103:	90 +	nop
 +104:	90 +	nop
 +105:	90 +	nop
 +106:	90 +	nop
 +107:	90 +	nop
 +108:	90 +	nop
 +109:	90 +	nop
 +10a:	90 +	nop
 +10b:	90 +	nop
 +10c:	90 +	nop
 +10d:	90 +	nop
 +10e:	90 +	nop
 +10f:	90 +	nop
 +110:	90 +	nop
 +111:	90 +	nop
 +112:	90 +	nop
 +113:	90 +	nop
 +114:	90 +	nop
 +115:	90 +	nop
 +116:	90 +	nop
 +117:	90 +	nop
 +118:	90 +	nop
 +119:	90 +	nop
 +11a:	3e 3e 3e 89 c3 +	ds +ds +ds +mov +%eax,%ebx
 +11f:	90 +	nop
 +120:	67 e3 00 +	jcxz +123 +<loops\+0x123>
 +123:	eb 1b +	jmp +140 +<loops\+0x140>
 +125:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +12c:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +133:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +13a:	8d b6 00 00 00 00 +	lea +0x0\(%esi\),%esi
 +140:	90 +	nop
 +141:	90 +	nop
 +142:	90 +	nop
 +143:	90 +	nop
 +144:	90 +	nop
 +145:	90 +	nop
 +146:	90 +	nop
 +147:	90 +	nop
 +148:	90 +	nop
 +149:	90 +	nop
 +14a:	90 +	nop
 +14b:	90 +	nop
 +14c:	90 +	nop
 +14d:	90 +	nop
 +14e:	90 +	nop
 +14f:	90 +	nop
 +150:	90 +	nop
 +151:	90 +	nop
 +152:	90 +	nop
 +153:	90 +	nop
 +154:	90 +	nop
 +155:	90 +	nop
 +156:	90 +	nop
 +157:	90 +	nop
 +158:	90 +	nop
 +159:	90 +	nop
 +15a:	90 +	nop
 +15b:	90 +	nop
 +15c:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +160:	67 e3 00 +	jcxz +163 +<loops\+0x163>
 +163:	eb 1b +	jmp +180 +<loops\+0x180>
 +165:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +16c:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +173:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +17a:	8d b6 00 00 00 00 +	lea +0x0\(%esi\),%esi
 +180:	90 +	nop
 +181:	90 +	nop
 +182:	90 +	nop
 +183:	90 +	nop
 +184:	90 +	nop
 +185:	90 +	nop
 +186:	90 +	nop
 +187:	90 +	nop
 +188:	90 +	nop
 +189:	90 +	nop
 +18a:	90 +	nop
 +18b:	90 +	nop
 +18c:	90 +	nop
 +18d:	90 +	nop
 +18e:	90 +	nop
 +18f:	90 +	nop
 +190:	90 +	nop
 +191:	90 +	nop
 +192:	90 +	nop
 +193:	90 +	nop
 +194:	90 +	nop
 +195:	90 +	nop
 +196:	90 +	nop
 +197:	90 +	nop
 +198:	90 +	nop
 +199:	90 +	nop
 +19a:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +19e:	85 c0 +	test +%eax,%eax
 +1a0:	e3 00 +	jecxz +1a2 +<loops\+0x1a2>
 +1a2:	eb 1c +	jmp +1c0 +<loops\+0x1c0>
 +1a4:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1ab:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1b2:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1b9:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1c0:	90 +	nop
 +1c1:	90 +	nop
 +1c2:	90 +	nop
 +1c3:	90 +	nop
 +1c4:	90 +	nop
 +1c5:	90 +	nop
 +1c6:	90 +	nop
 +1c7:	90 +	nop
 +1c8:	90 +	nop
 +1c9:	90 +	nop
 +1ca:	90 +	nop
 +1cb:	90 +	nop
 +1cc:	90 +	nop
 +1cd:	90 +	nop
 +1ce:	90 +	nop
 +1cf:	90 +	nop
 +1d0:	90 +	nop
 +1d1:	90 +	nop
 +1d2:	90 +	nop
 +1d3:	90 +	nop
 +1d4:	90 +	nop
 +1d5:	90 +	nop
 +1d6:	90 +	nop
 +1d7:	90 +	nop
 +1d8:	90 +	nop
 +1d9:	90 +	nop
 +1da:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +1de:	85 c0 +	test +%eax,%eax
 +1e0:	67 e3 00 +	jcxz +1e3 +<loops\+0x1e3>
 +1e3:	eb 1b +	jmp +200 +<loops\+0x200>
 +1e5:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1ec:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1f3:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +1fa:	8d b6 00 00 00 00 +	lea +0x0\(%esi\),%esi
 +200:	90 +	nop
 +201:	90 +	nop
 +202:	90 +	nop
 +203:	90 +	nop
 +204:	90 +	nop
 +205:	90 +	nop
 +206:	90 +	nop
 +207:	90 +	nop
 +208:	90 +	nop
 +209:	90 +	nop
 +20a:	90 +	nop
 +20b:	90 +	nop
 +20c:	90 +	nop
 +20d:	90 +	nop
 +20e:	90 +	nop
 +20f:	90 +	nop
 +210:	90 +	nop
 +211:	90 +	nop
 +212:	90 +	nop
 +213:	90 +	nop
 +214:	90 +	nop
 +215:	90 +	nop
 +216:	90 +	nop
 +217:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +21b:	90 +	nop
 +21c:	90 +	nop
 +21d:	90 +	nop
 +21e:	39 c1 +	cmp +%eax,%ecx
 +220:	e2 00 +	loop +222 +<loops\+0x222>
 +222:	eb 1c +	jmp +240 +<loops\+0x240>
 +224:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +22b:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +232:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +239:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +240:	90 +	nop
 +241:	90 +	nop
 +242:	90 +	nop
 +243:	90 +	nop
 +244:	90 +	nop
 +245:	90 +	nop
 +246:	90 +	nop
 +247:	90 +	nop
 +248:	90 +	nop
 +249:	90 +	nop
 +24a:	90 +	nop
 +24b:	90 +	nop
 +24c:	90 +	nop
 +24d:	90 +	nop
 +24e:	90 +	nop
 +24f:	90 +	nop
 +250:	90 +	nop
 +251:	90 +	nop
 +252:	90 +	nop
 +253:	90 +	nop
 +254:	90 +	nop
 +255:	90 +	nop
 +256:	90 +	nop
 +257:	90 +	nop
 +258:	90 +	nop
 +259:	90 +	nop
 +25a:	90 +	nop
 +25b:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +25f:	49 +	dec +%ecx
 +260:	e0 00 +	loopne +262 +<loops\+0x262>
 +262:	90 +	nop

0+263 <far>:
 +263:	eb 1b +	jmp +280 +<far\+0x1d>
 +265:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +26c:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +273:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +27a:	8d b6 00 00 00 00 +	lea +0x0\(%esi\),%esi
 +280:	90 +	nop
 +281:	90 +	nop
 +282:	90 +	nop
 +283:	90 +	nop
 +284:	90 +	nop
 +285:	90 +	nop
 +286:	90 +	nop
 +287:	90 +	nop
 +288:	90 +	nop
 +289:	90 +	nop
 +28a:	90 +	nop
 +28b:	90 +	nop
 +28c:	90 +	nop
 +28d:	90 +	nop
 +28e:	90 +	nop
 +28f:	90 +	nop
 +290:	90 +	nop
 +291:	90 +	nop
 +292:	90 +	nop
 +293:	90 +	nop
 +294:	90 +	nop
 +295:	90 +	nop
 +296:	90 +	nop
 +297:	90 +	nop
 +298:	90 +	nop
 +299:	90 +	nop
 +29a:	90 +	nop
 +29b:	90 +	nop
 +29c:	90 +	nop
 +29d:	3e 89 c3 +	ds +mov +%eax,%ebx
 +2a0:	cb +	lret
 +2a1:	eb 1d +	jmp +2c0 +<far\+0x5d>
 +2a3:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2aa:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2b1:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2b8:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2bf:	90 +	nop
 +2c0:	90 +	nop
 +2c1:	90 +	nop
 +2c2:	90 +	nop
 +2c3:	90 +	nop
 +2c4:	90 +	nop
 +2c5:	90 +	nop
 +2c6:	90 +	nop
 +2c7:	90 +	nop
 +2c8:	90 +	nop
 +2c9:	90 +	nop
 +2ca:	90 +	nop
 +2cb:	90 +	nop
 +2cc:	90 +	nop
 +2cd:	90 +	nop
 +2ce:	90 +	nop
 +2cf:	90 +	nop
 +2d0:	90 +	nop
 +2d1:	90 +	nop
 +2d2:	90 +	nop
 +2d3:	90 +	nop
 +2d4:	90 +	nop
 +2d5:	90 +	nop
 +2d6:	90 +	nop
 +2d7:	90 +	nop
 +2d8:	90 +	nop
 +2d9:	90 +	nop
 +2da:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +2de:	90 +	nop
 +2df:	90 +	nop
 +2e0:	ca 08 00 +	lret +\$0x8
 +2e3:	eb 1b +	jmp +300 +<far\+0x9d>
 +2e5:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2ec:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2f3:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +2fa:	8d b6 00 00 00 00 +	lea +0x0\(%esi\),%esi
 +300:	90 +	nop
 +301:	90 +	nop
 +302:	90 +	nop
 +303:	90 +	nop
 +304:	90 +	nop
 +305:	90 +	nop
 +306:	90 +	nop
 +307:	90 +	nop
 +308:	90 +	nop
 +309:	90 +	nop
 +30a:	90 +	nop
 +30b:	90 +	nop
 +30c:	90 +	nop
 +30d:	90 +	nop
 +30e:	90 +	nop
 +30f:	90 +	nop
 +310:	90 +	nop
 +311:	90 +	nop
 +312:	90 +	nop
 +313:	90 +	nop
 +314:	90 +	nop
 +315:	90 +	nop
 +316:	90 +	nop
 +317:	90 +	nop
 +318:	90 +	nop
 +319:	90 +	nop
 +31a:	90 +	nop
 +31b:	90 +	nop
 +31c:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +320:	ff 28 +	ljmp +\*\(%eax\)
 +322:	eb 1c +	jmp +340 +<far\+0xdd>
 +324:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +32b:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +332:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +339:	8d b4 26 00 00 00 00 +	lea +0x0\(%esi,%eiz,1\),%esi
 +340:	90 +	nop
 +341:	90 +	nop
 +342:	90 +	nop
 +343:	90 +	nop
 +344:	90 +	nop
 +345:	90 +	nop
 +346:	90 +	nop
 +347:	90 +	nop
 +348:	90 +	nop
 +349:	90 +	nop
 +34a:	90 +	nop
 +34b:	90 +	nop
 +34c:	90 +	nop
 +34d:	90 +	nop
 +34e:	90 +	nop
 +34f:	90 +	nop
 +350:	90 +	nop
 +351:	90 +	nop
 +352:	90 +	nop
 +353:	90 +	nop
 +354:	90 +	nop
 +355:	90 +	nop
 +356:	90 +	nop
 +357:	90 +	nop
 +358:	90 +	nop
 +359:	90 +	nop
 +35a:	3e 3e 89 c3 +	ds +ds +mov +%eax,%ebx
 +35e:	90 +	nop
 +35f:	90 +	nop
 +360:	ff 58 08 +	lcall +\*0x8\(%eax\)
 +363:	c3 +	ret
