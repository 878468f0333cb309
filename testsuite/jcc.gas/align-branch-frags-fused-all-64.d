#name: fewer frags around fused pairs, every branch kind padded (64-bit)
#source: align-branch-frags-fused.s
#as: --64 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call+ret+indirect --statistics
#warning_output: align-branch-frags-fused-all.l
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +13:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d:	89 c2                	mov    %eax,%edx
 +1f:	99                   	cltd
 +20:	39 c3                	cmp    %eax,%ebx
 +22:	75 dc                	jne    0 <f>
 +24:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
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
 +62:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +6d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +78:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +80:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +89:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +8e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +93:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +98:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +9d:	89 c2                	mov    %eax,%edx
 +9f:	99                   	cltd
 +a0:	83 f8 01             	cmp    \$0x1,%eax
 +a3:	0f 82 57 ff ff ff    	jb     0 <f>
 +a9:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b4:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +bf:	90                   	nop
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	89 c2                	mov    %eax,%edx
 +db:	99                   	cltd
 +dc:	83 f8 02             	cmp    \$0x2,%eax
 +df:	3e 0f 82 1a ff ff ff 	jb,pt  0 <f>
 +e6:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +f1:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +fc:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +100:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +109:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +113:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +118:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11d:	89 c2                	mov    %eax,%edx
 +11f:	99                   	cltd
 +120:	83 f8 03             	cmp    \$0x3,%eax
 +123:	0f 82 d7 fe ff ff    	jb     0 <f>
 +129:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +134:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +13f:	90                   	nop
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
 +166:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +171:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +17c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +180:	2e b8 44 33 22 11    	cs mov \$0x11223344,%eax
 +186:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18b:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +190:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +195:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19a:	89 c2                	mov    %eax,%edx
 +19c:	99                   	cltd
 +19d:	83 e8 01             	sub    \$0x1,%eax
 +1a0:	e8 ba 01 00 00       	call   35f <g>
 +1a5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1b0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +1c0:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +1c7:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1cc:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d1:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d6:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1db:	89 c2                	mov    %eax,%edx
 +1dd:	99                   	cltd
 +1de:	ff c8                	dec    %eax
 +1e0:	e9 1b fe ff ff       	jmp    0 <f>
 +1e5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1f0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1fb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +200:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +207:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +211:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +216:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +21b:	89 c2                	mov    %eax,%edx
 +21d:	99                   	cltd
 +21e:	ff c0                	inc    %eax
 +220:	0f 80 da fd ff ff    	jo     0 <f>
 +226:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +231:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +23c:	0f 1f 40 00          	nopl   0x0\(%rax\)
 +240:	2e 2e b8 44 33 22 11 	cs cs mov \$0x11223344,%eax
 +247:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24c:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +251:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +256:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +25b:	89 c2                	mov    %eax,%edx
 +25d:	99                   	cltd
 +25e:	ff c0                	inc    %eax
 +260:	39 c3                	cmp    %eax,%ebx
 +262:	0f 85 98 fd ff ff    	jne    0 <f>
 +268:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +273:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +27e:	66 90                	xchg   %ax,%ax
 +280:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +289:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +293:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +298:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +29d:	89 c2                	mov    %eax,%edx
 +29f:	99                   	cltd
 +2a0:	e8 ba 00 00 00       	call   35f <g>
 +2a5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2b0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2bb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +2c0:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +2c9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ce:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d3:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d8:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2dd:	89 c2                	mov    %eax,%edx
 +2df:	99                   	cltd
 +2e0:	ff 14 25 00 00 00 00 	call   \*0x0
 +2e7:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f2:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2fd:	0f 1f 00             	nopl   \(%rax\)
 +300:	2e 2e 2e 2e b8 44 33 22 11 	cs cs cs cs mov \$0x11223344,%eax
 +309:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30e:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +313:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +318:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +31d:	89 c2                	mov    %eax,%edx
 +31f:	99                   	cltd
 +320:	39 c3                	cmp    %eax,%ebx
 +322:	75 07                	jne    32b <f\+0x32b>
 +324:	ff 24 25 00 00 00 00 	jmp    \*0x0
 +32b:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +336:	66 2e 0f 1f 84 00 00 00 00 00 	cs nopw 0x0\(%rax,%rax,1\)
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
