#name: loop, the jcxz family, far returns and far indirect branches are padded with their kinds (64-bit)
#source: align-branch-short-far.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch=jcc+fused+jmp+ret+indirect
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
 +1c:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +20:	e2 00 +	loop +22 +<[^>]*>
 +22:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +5c:	2e 89 c3 +	cs +mov +%eax,%ebx
 +5f:	90 +	nop
 +60:	e1 00 +	loope +62 +<[^>]*>
 +62:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +6d:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +78:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +9c:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +a0:	e0 00 +	loopne +a2 +<[^>]*>
 +a2:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +ad:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +b8:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +dc:	2e 89 c3 +	cs +mov +%eax,%ebx
 +df:	90 +	nop
 +e0:	e3 00 +	jrcxz +e2 +<[^>]*>
 +e2:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +ed:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +f8:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +11a:	2e 2e 2e 89 c3 +	cs +cs +cs +mov +%eax,%ebx
 +11f:	90 +	nop
 +120:	67 e3 00 +	jecxz +123 +<[^>]*>
 +123:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +12e:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +139:	0f 1f 80 00 00 00 00 +	nopl +0x0\(%rax\)
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
 +15c:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +160:	67 e3 00 +	jecxz +163 +<[^>]*>
 +163:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +16e:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +179:	0f 1f 80 00 00 00 00 +	nopl +0x0\(%rax\)
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
 +199:	2e 2e 2e 89 c3 +	cs +cs +cs +mov +%eax,%ebx
 +19e:	85 c0 +	test +%eax,%eax
 +1a0:	67 e3 00 +	jecxz +1a3 +<[^>]*>
 +1a3:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +1ae:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +1b9:	0f 1f 80 00 00 00 00 +	nopl +0x0\(%rax\)
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
 +1da:	90 +	nop
 +1db:	2e 89 c3 +	cs +mov +%eax,%ebx
 +1de:	85 c0 +	test +%eax,%eax
 +1e0:	e3 00 +	jrcxz +1e2 +<[^>]*>
 +1e2:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +1ed:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +1f8:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +217:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +21b:	90 +	nop
 +21c:	90 +	nop
 +21d:	90 +	nop
 +21e:	39 c1 +	cmp +%eax,%ecx
 +220:	e2 00 +	loop +222 +<[^>]*>
 +222:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +22d:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +238:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +25b:	2e 89 c3 +	cs +mov +%eax,%ebx
 +25e:	ff c9 +	dec +%ecx
 +260:	e0 00 +	loopne +262 +<[^>]*>
 +262:	90 +	nop

0+263 <far>:
 +263:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +26e:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +279:	0f 1f 80 00 00 00 00 +	nopl +0x0\(%rax\)
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
 +29d:	2e 89 c3 +	cs +mov +%eax,%ebx
 +2a0:	cb +	lret
 +2a1:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +2ac:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +2b7:	66 0f 1f 84 00 00 00 00 00 +	nopw +0x0\(%rax,%rax,1\)
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
 +2da:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +2de:	90 +	nop
 +2df:	90 +	nop
 +2e0:	ca 08 00 +	lret +\$0x8
 +2e3:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +2ee:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +2f9:	0f 1f 80 00 00 00 00 +	nopl +0x0\(%rax\)
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
 +31c:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +320:	ff 28 +	ljmp +\*\(%rax\)
 +322:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +32d:	66 66 2e 0f 1f 84 00 00 00 00 00 +	data16 +cs +nopw +0x0\(%rax,%rax,1\)
 +338:	0f 1f 84 00 00 00 00 00 +	nopl +0x0\(%rax,%rax,1\)
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
 +35a:	2e 2e 89 c3 +	cs +cs +mov +%eax,%ebx
 +35e:	90 +	nop
 +35f:	90 +	nop
 +360:	ff 58 08 +	lcall +\*0x8\(%rax\)
 +363:	c3 +	ret
