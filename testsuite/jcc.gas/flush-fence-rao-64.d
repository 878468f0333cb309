#name: -mflush-fence=drain: AADD, AAND, AOR and AXOR store weakly ordered (64-bit)
#source: flush-fence-rao.s
#as: --64 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 34 25 00 00 00 00 +	clwb +0x0
 +9:	0f ae f8 +	sfence
 +c:	0f 38 fc 04 25 00 00 00 00 +	aadd +%eax,0x0
 +15:	0f ae f8 +	sfence
 +18:	c7 04 25 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +23:	66 0f 38 fc 04 25 00 00 00 00 +	aand +%eax,0x0
 +2d:	0f ae f8 +	sfence
 +30:	f2 0f 38 fc 04 25 00 00 00 00 +	aor +%eax,0x0
 +3a:	0f ae f8 +	sfence
 +3d:	f3 0f 38 fc 04 25 00 00 00 00 +	axor +%eax,0x0
 +47:	0f ae f8 +	sfence
 +4a:	c3 +	ret
