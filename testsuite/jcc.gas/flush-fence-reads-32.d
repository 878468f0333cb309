#name: -mflush-fence=drain: no sfence before instructions that only read their memory destination, one before the x87 stores and CMPXCHG (32-bit)
#source: flush-fence-reads.s
#as: --32 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8:	f7 25 00 00 00 00 +	mull +0x0
 +e:	66 f7 2d 00 00 00 00 +	imulw +0x0
 +15:	f6 35 00 00 00 00 +	divb +0x0
 +1b:	f7 3d 00 00 00 00 +	idivl +0x0
 +21:	d9 05 00 00 00 00 +	flds +0x0
 +27:	da 05 00 00 00 00 +	fiaddl +0x0
 +2d:	dc 15 00 00 00 00 +	fcoml +0x0
 +33:	d9 2d 00 00 00 00 +	fldcw +0x0
 +39:	dd 25 00 00 00 00 +	frstor +0x0
 +3f:	d9 25 00 00 00 00 +	fldenv +0x0
 +45:	0f ae 15 00 00 00 00 +	ldmxcsr +0x0
 +4c:	c5 f8 ae 15 00 00 00 00 +	vldmxcsr +0x0
 +54:	0f ae 0d 00 00 00 00 +	fxrstor +0x0
 +5b:	0f ae 2d 00 00 00 00 +	xrstor +0x0
 +62:	a6 +	cmpsb +%es:\(%edi\),%ds:\(%esi\)
 +63:	f3 0f ae 25 00 00 00 00 +	ptwrite +0x0
 +6b:	0f 1c 05 00 00 00 00 +	cldemote +0x0
 +72:	0f 01 15 00 00 00 00 +	lgdtl +0x0
 +79:	0f 01 1d 00 00 00 00 +	lidtl +0x0
 +80:	0f 00 15 00 00 00 00 +	lldt +0x0
 +87:	0f 00 1d 00 00 00 00 +	ltr +0x0
 +8e:	0f 01 35 00 00 00 00 +	lmsw +0x0
 +95:	0f 00 25 00 00 00 00 +	verr +0x0
 +9c:	0f 00 2d 00 00 00 00 +	verw +0x0
 +a3:	0f 01 3d 00 00 00 00 +	invlpg +0x0
 +aa:	0f c7 35 00 00 00 00 +	vmptrld +0x0
 +b1:	d7 +	xlat +%ds:\(%ebx\)
 +b2:	62 05 00 00 00 00 +	bound +%eax,0x0
 +b8:	0f ae f8 +	sfence
 +bb:	c7 05 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +c5:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +cd:	0f ae f8 +	sfence
 +d0:	d9 1d 00 00 00 00 +	fstps +0x0
 +d6:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +de:	0f ae f8 +	sfence
 +e1:	d9 3d 00 00 00 00 +	fnstcw +0x0
 +e7:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +ef:	0f ae f8 +	sfence
 +f2:	db 0d 00 00 00 00 +	fisttpl +0x0
 +f8:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +100:	0f ae f8 +	sfence
 +103:	0f b1 0d 00 00 00 00 +	cmpxchg +%ecx,0x0
 +10a:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +112:	0f ae f8 +	sfence
 +115:	0f c7 0d 00 00 00 00 +	cmpxchg8b +0x0
 +11c:	c3 +	ret
