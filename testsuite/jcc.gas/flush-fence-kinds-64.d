#name: -mflush-fence=drain: pushes, ENTER, INS, ENQCMD, interrupts, system calls, IRET; MOVDIRI, MOVDIR64B, CLZERO; data16 CLFLUSH and XSAVEOPT; no fence before a direct jump or in a shadow (64-bit)
#source: flush-fence-kinds.s
#as: --64 --defsym X64=1 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +9:	0f ae f8 +	sfence
 +c:	9c +	pushf
 +d:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +16:	0f ae f8 +	sfence
 +19:	0f a0 +	push +%fs
 +1b:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +24:	0f ae f8 +	sfence
 +27:	c8 10 00 00 +	enter +\$0x10,\$0x0
 +2b:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +34:	0f ae f8 +	sfence
 +37:	f3 6c +	rep +insb +\(%dx\),%es:\(%rdi\)
 +39:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +42:	0f ae f8 +	sfence
 +45:	f2 0f 38 f8 14 25 00 00 00 00 +	enqcmd +0x0,%rdx
 +4f:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +58:	0f ae f8 +	sfence
 +5b:	f3 0f 38 f8 14 25 00 00 00 00 +	enqcmds +0x0,%rdx
 +65:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +6e:	0f ae f8 +	sfence
 +71:	cc +	int3
 +72:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +7b:	0f ae f8 +	sfence
 +7e:	cd 80 +	int +\$0x80
 +80:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +89:	0f ae f8 +	sfence
 +8c:	0f 05 +	syscall
 +8e:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +97:	0f ae f8 +	sfence
 +9a:	cf +	iret
 +9b:	0f 38 f9 04 25 00 00 00 00 +	movdiri +%eax,0x0
 +a4:	0f ae f8 +	sfence
 +a7:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +b2:	66 0f 38 f8 14 25 00 00 00 00 +	movdir64b +0x0,%rdx
 +bc:	0f ae f8 +	sfence
 +bf:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +ca:	0f 01 fc +	clzero
 +cd:	0f ae f8 +	sfence
 +d0:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +db:	66 0f ae 3c 25 00 00 00 00 +	clflushopt +0x0
 +e4:	0f ae f8 +	sfence
 +e7:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +f2:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +fb:	0f ae f8 +	sfence
 +fe:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +109:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +112:	83 3c 25 00 00 00 00 00 +	cmpl +\$0x0,0x0
 +11a:	75 03 +	jne +11f +<f\+0x11f>
 +11c:	83 c0 01 +	add +\$0x1,%eax
 +11f:	0f ae f8 +	sfence
 +122:	89 04 25 00 00 00 00 +	mov +%eax,0x0
 +129:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +132:	0f ae f8 +	sfence
 +135:	fb +	sti
 +136:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +141:	c3 +	ret
