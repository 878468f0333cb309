#name: flush, fence and store written as data: decoded (fixups on displacements and immediates too), fenced after, warned about inside (32-bit)
#source: flush-fence-raw.s
#as: --32 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-raw.l

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 37 +	clwb +\(%edi\)
 +4:	0f ae f8 +	sfence
 +7:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +11:	c3 +	ret
 +12:	66 0f ae 3f +	clflushopt +\(%edi\)
 +16:	0f ae f8 +	sfence
 +19:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +23:	c3 +	ret
 +24:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +2c:	0f ae f8 +	sfence
 +2f:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +39:	c3 +	ret
 +3a:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +42:	0f ae f0 +	mfence
 +45:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +4f:	c3 +	ret
 +50:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +58:	f0 83 0c 24 00 +	lock +orl +\$0x0,\(%esp\)
 +5d:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +67:	c3 +	ret
 +68:	0f c3 07 +	movnti +%eax,\(%edi\)
 +6b:	0f ae f8 +	sfence
 +6e:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +78:	c3 +	ret
 +79:	0f ae 3f +	clflush +\(%edi\)
 +7c:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +86:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8e:	0f ae 3f +	clflush +\(%edi\)
 +91:	0f ae f8 +	sfence
 +94:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +9e:	c3 +	ret
 +9f:	66 0f ae 37 +	clwb +\(%edi\)
 +a3:	0f ae f8 +	sfence
 +a6:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +b0:	c3 +	ret
 +b1:	66 0f ae 37 +	clwb +\(%edi\)
 +b5:	89 06 +	mov +%eax,\(%esi\)
 +b7:	0f ae f8 +	sfence
 +ba:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +c4:	c3 +	ret
 +c5:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +cd:	0f ae f8 +	sfence
 +d0:	b8 40 00 00 00 +	mov +\$0x40,%eax
 +d5:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +df:	c3 +	ret
 +e0:	eb 00 +	jmp +e2 +<f\+0xe2>
 +e2:	66 0f ae 30 +	clwb +\(%eax\)
 +e6:	90 +	nop
 +e7:	0f ae f8 +	sfence
 +ea:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +f4:	c3 +	ret
 +f5:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +fd:	0f ae f8 +	sfence
 +100:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +10a:	c3 +	ret
 +10b:	66 48 +	dec +%ax
 +10d:	0f ae 3f +	clflush +\(%edi\)
 +110:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +11a:	c3 +	ret
 +11b:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +123:	48 +	dec +%eax
 +124:	0f ae f8 +	sfence
 +127:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +131:	c3 +	ret
 +132:	66 0f ae 37 +	clwb +\(%edi\)
 +136:	0f ae f8 +	sfence
 +139:	90 +	nop
 +13a:	c3 +	ret
 +13b:	66 0f ae 35 40 00 00 00 +	clwb +0x40
 +143:	0f ae f8 +	sfence
 +146:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +150:	c3 +	ret
 +151:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +159:	40 +	inc +%eax
 +15a:	00 00 +	add +%al,\(%eax\)
 +15c:	00 c7 +	add +%al,%bh
 +15e:	05 40 00 00 00 +	add +\$0x40,%eax
 +163:	01 00 +	add +%eax,\(%eax\)
 +165:	00 00 +	add +%al,\(%eax\)
 +167:	0f ae f8 +	sfence
 +16a:	c3 +	ret
