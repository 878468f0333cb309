#name: flush, fence and store written as data: decoded (fixups on displacements and immediates too), fenced after, warned about inside (64-bit)
#source: flush-fence-raw.s
#as: --64 --defsym X64=1 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-raw.l

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 37 +	clwb +\(%rdi\)
 +4:	0f ae f8 +	sfence
 +7:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +12:	c3 +	ret
 +13:	66 0f ae 3f +	clflushopt +\(%rdi\)
 +17:	0f ae f8 +	sfence
 +1a:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +25:	c3 +	ret
 +26:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +2f:	0f ae f8 +	sfence
 +32:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +3d:	c3 +	ret
 +3e:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +47:	0f ae f0 +	mfence
 +4a:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +55:	c3 +	ret
 +56:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +5f:	f0 83 0c 24 00 +	lock +orl +\$0x0,\(%rsp\)
 +64:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +6f:	c3 +	ret
 +70:	0f c3 07 +	movnti +%eax,\(%rdi\)
 +73:	0f ae f8 +	sfence
 +76:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +81:	c3 +	ret
 +82:	0f ae 3f +	clflush +\(%rdi\)
 +85:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +90:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +99:	0f ae 3f +	clflush +\(%rdi\)
 +9c:	0f ae f8 +	sfence
 +9f:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +aa:	c3 +	ret
 +ab:	66 0f ae 37 +	clwb +\(%rdi\)
 +af:	0f ae f8 +	sfence
 +b2:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +bd:	c3 +	ret
 +be:	66 0f ae 37 +	clwb +\(%rdi\)
 +c2:	89 06 +	mov +%eax,\(%rsi\)
 +c4:	0f ae f8 +	sfence
 +c7:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +d2:	c3 +	ret
 +d3:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +dc:	0f ae f8 +	sfence
 +df:	b8 00 00 00 00 +	mov +\$0x0,%eax
 +e4:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +ef:	c3 +	ret
 +f0:	eb 00 +	jmp +f2 +<f\+0xf2>
 +f2:	66 0f ae 30 +	clwb +\(%rax\)
 +f6:	90 +	nop
 +f7:	0f ae f8 +	sfence
 +fa:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +105:	c3 +	ret
 +106:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +10f:	0f ae f8 +	sfence
 +112:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +11d:	c3 +	ret
 +11e:	66 48 0f ae 3f +	rex\.W +clflushopt +\(%rdi\)
 +123:	0f ae f8 +	sfence
 +126:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +131:	c3 +	ret
 +132:	66 0f ae 37 +	clwb +\(%rdi\)
 +136:	0f ae f8 +	sfence
 +139:	90 +	nop
 +13a:	c3 +	ret
 +13b:	66 0f ae 35 00 00 00 00 +	clwb +0x0\(%rip\) +\# +143 +<f\+0x143>
 +143:	0f ae f8 +	sfence
 +146:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +151:	c3 +	ret
 +152:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +15b:	00 00 +	add +%al,\(%rax\)
 +15d:	00 00 +	add +%al,\(%rax\)
 +15f:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +16a:	0f ae f8 +	sfence
 +16d:	c3 +	ret
