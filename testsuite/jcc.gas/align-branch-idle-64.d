#name: unmarked branches between marks are left alone, marked ones padded (64-bit)
#source: align-branch-idle.s
#as: --64
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
 +1e:	e8 00 00 00 00       	call   23 <f\+0x23>
 +23:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +38:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +40:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +45:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +4f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +54:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +59:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +60:	e9 00 00 00 00       	jmp    65 <f\+0x65>
 +65:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +70:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +7b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
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
 +aa:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +b5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +d9:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +e0:	e9 00 00 00 00       	jmp    e5 <f\+0xe5>
 +e5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +f0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +fb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +100:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +105:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +10f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +114:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +119:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +11e:	e9 00 00 00 00       	jmp    123 <f\+0x123>
 +123:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +128:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +12d:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +138:	0f 1f 84 00 00 00 00 00 	nopl   0x0\(%rax,%rax,1\)
 +140:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +145:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +14f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +154:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +159:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +160:	e9 00 00 00 00       	jmp    165 <f\+0x165>
 +165:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +170:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +17b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +180:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +185:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +18f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +194:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +199:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +19e:	0f 85 00 00 00 00    	jne    1a4 <f\+0x1a4>
 +1a4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1a9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1ae:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1b9:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +1c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +1d9:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +1e0:	e9 00 00 00 00       	jmp    1e5 <f\+0x1e5>
 +1e5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1f0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +1fb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +200:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +205:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +20f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +214:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +219:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +21e:	ff 14 25 00 00 00 00 	call   \*0x0
 +225:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +22a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +22f:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +23a:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +240:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +245:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +24f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +254:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +259:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +260:	e9 00 00 00 00       	jmp    265 <f\+0x265>
 +265:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +270:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +27b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +280:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +285:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +28f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +294:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +299:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +29e:	ff 24 25 00 00 00 00 	jmp    \*0x0
 +2a5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2aa:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2af:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2ba:	66 0f 1f 44 00 00    	nopw   0x0\(%rax,%rax,1\)
 +2c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +2d9:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +2e0:	e9 00 00 00 00       	jmp    2e5 <f\+0x2e5>
 +2e5:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2f0:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +2fb:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +300:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +305:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +30f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +314:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +319:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +31e:	e2 00                	loop   320 <f\+0x320>
 +320:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +325:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +32a:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +335:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +340:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +345:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +34f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +354:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +359:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +360:	e9 00 00 00 00       	jmp    365 <f\+0x365>
 +365:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +370:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +37b:	0f 1f 44 00 00       	nopl   0x0\(%rax,%rax,1\)
 +380:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +385:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +38a:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +38f:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +394:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +399:	90                   	nop
 +39a:	90                   	nop
 +39b:	90                   	nop
 +39c:	39 c3                	cmp    %eax,%ebx
 +39e:	0f 85 00 00 00 00    	jne    3a4 <f\+0x3a4>
 +3a4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3a9:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3ae:	66 66 2e 0f 1f 84 00 00 00 00 00 	data16 cs nopw 0x0\(%rax,%rax,1\)
 +3b9:	0f 1f 80 00 00 00 00 	nopl   0x0\(%rax\)
 +3c0:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3c5:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3ca:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3cf:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3d4:	b8 44 33 22 11       	mov    \$0x11223344,%eax
 +3d9:	2e 2e 2e 2e 2e 89 c1 	cs cs cs cs cs mov %eax,%ecx
 +3e0:	e9 00 00 00 00       	jmp    3e5 <f\+0x3e5>
