#name: -mflush-fence=drain: no sfence before instructions that only read their memory destination, one before the x87 stores and CMPXCHG, none after CMPccXADD (64-bit)
#source: flush-fence-reads.s
#as: --64 --defsym X64=1 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +9:	f7 24 25 00 00 00 00 +	mull +0x0
 +10:	66 f7 2c 25 00 00 00 00 +	imulw +0x0
 +18:	f6 34 25 00 00 00 00 +	divb +0x0
 +1f:	f7 3c 25 00 00 00 00 +	idivl +0x0
 +26:	d9 04 25 00 00 00 00 +	flds +0x0
 +2d:	da 04 25 00 00 00 00 +	fiaddl +0x0
 +34:	dc 14 25 00 00 00 00 +	fcoml +0x0
 +3b:	d9 2c 25 00 00 00 00 +	fldcw +0x0
 +42:	dd 24 25 00 00 00 00 +	frstor +0x0
 +49:	d9 24 25 00 00 00 00 +	fldenv +0x0
 +50:	0f ae 14 25 00 00 00 00 +	ldmxcsr +0x0
 +58:	c5 f8 ae 14 25 00 00 00 00 +	vldmxcsr +0x0
 +61:	0f ae 0c 25 00 00 00 00 +	fxrstor +0x0
 +69:	0f ae 2c 25 00 00 00 00 +	xrstor +0x0
 +71:	a6 +	cmpsb +%es:\(%rdi\),%ds:\(%rsi\)
 +72:	f3 0f ae 24 25 00 00 00 00 +	ptwritel +0x0
 +7b:	0f 1c 04 25 00 00 00 00 +	cldemote +0x0
 +83:	0f 01 14 25 00 00 00 00 +	lgdt +0x0
 +8b:	0f 01 1c 25 00 00 00 00 +	lidt +0x0
 +93:	0f 00 14 25 00 00 00 00 +	lldt +0x0
 +9b:	0f 00 1c 25 00 00 00 00 +	ltr +0x0
 +a3:	0f 01 34 25 00 00 00 00 +	lmsw +0x0
 +ab:	0f 00 24 25 00 00 00 00 +	verr +0x0
 +b3:	0f 00 2c 25 00 00 00 00 +	verw +0x0
 +bb:	0f 01 3c 25 00 00 00 00 +	invlpg +0x0
 +c3:	0f c7 34 25 00 00 00 00 +	vmptrld +0x0
 +cb:	d7 +	xlat +%ds:\(%rbx\)
 +cc:	0f ae f8 +	sfence
 +cf:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +da:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +e3:	0f ae f8 +	sfence
 +e6:	d9 1c 25 00 00 00 00 +	fstps +0x0
 +ed:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +f6:	0f ae f8 +	sfence
 +f9:	d9 3c 25 00 00 00 00 +	fnstcw +0x0
 +100:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +109:	0f ae f8 +	sfence
 +10c:	db 0c 25 00 00 00 00 +	fisttpl +0x0
 +113:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +11c:	0f ae f8 +	sfence
 +11f:	0f b1 0c 25 00 00 00 00 +	cmpxchg +%ecx,0x0
 +127:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +130:	0f ae f8 +	sfence
 +133:	0f c7 0c 25 00 00 00 00 +	cmpxchg8b +0x0
 +13b:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +144:	c4 e2 78 49 04 25 00 00 00 00 +	ldtilecfg +0x0
 +14e:	c4 e2 79 e6 0c 25 00 00 00 00 +	cmpbexadd +%eax,%ecx,0x0
 +158:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +163:	c3 +	ret
