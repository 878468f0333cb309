#name: -mflush-fence=drain: pushes, ENTER, INS, ENQCMD, interrupts, system calls, IRET; MOVDIRI, MOVDIR64B, CLZERO; data16 CLFLUSH and XSAVEOPT; no fence before a direct jump or in a shadow (32-bit)
#source: flush-fence-kinds.s
#as: --32 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8:	0f ae f8 +	sfence
 +b:	9c +	pushf
 +c:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +14:	0f ae f8 +	sfence
 +17:	0f a0 +	push +%fs
 +19:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +21:	0f ae f8 +	sfence
 +24:	c8 10 00 00 +	enter +\$0x10,\$0x0
 +28:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +30:	0f ae f8 +	sfence
 +33:	f3 6c +	rep +insb +\(%dx\),%es:\(%edi\)
 +35:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +3d:	0f ae f8 +	sfence
 +40:	f2 0f 38 f8 15 00 00 00 00 +	enqcmd +0x0,%edx
 +49:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +51:	0f ae f8 +	sfence
 +54:	f3 0f 38 f8 15 00 00 00 00 +	enqcmds +0x0,%edx
 +5d:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +65:	0f ae f8 +	sfence
 +68:	cc +	int3
 +69:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +71:	0f ae f8 +	sfence
 +74:	cd 80 +	int +\$0x80
 +76:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +7e:	0f ae f8 +	sfence
 +81:	0f 05 +	syscall
 +83:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8b:	0f ae f8 +	sfence
 +8e:	cf +	iret
 +8f:	0f 38 f9 05 00 00 00 00 +	movdiri +%eax,0x0
 +97:	0f ae f8 +	sfence
 +9a:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +a4:	66 0f 38 f8 15 00 00 00 00 +	movdir64b +0x0,%edx
 +ad:	0f ae f8 +	sfence
 +b0:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +ba:	0f 01 fc +	clzero
 +bd:	0f ae f8 +	sfence
 +c0:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +ca:	66 0f ae 3d 00 00 00 00 +	clflushopt +0x0
 +d2:	0f ae f8 +	sfence
 +d5:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +df:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +e7:	0f ae f8 +	sfence
 +ea:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +f4:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +fc:	83 3d 40 00 00 00 00 +	cmpl +\$0x0,0x40
 +103:	75 03 +	jne +108 +<f\+0x108>
 +105:	83 c0 01 +	add +\$0x1,%eax
 +108:	0f ae f8 +	sfence
 +10b:	a3 40 00 00 00 +	mov +%eax,0x40
 +110:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +118:	0f ae f8 +	sfence
 +11b:	fb +	sti
 +11c:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +126:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +12e:	0f ae f8 +	sfence
 +131:	60 +	pusha
 +132:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +13a:	0f ae f8 +	sfence
 +13d:	1e +	push +%ds
 +13e:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +146:	f0 0f 20 c0 +	mov +%cr8,%eax
 +14a:	0f ae f8 +	sfence
 +14d:	c7 05 40 00 00 00 01 00 00 00 +	movl +\$0x1,0x40
 +157:	c3 +	ret
