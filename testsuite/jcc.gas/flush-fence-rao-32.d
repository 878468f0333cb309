#name: -mflush-fence=drain: AADD, AAND, AOR and AXOR store weakly ordered (32-bit)
#source: flush-fence-rao.s
#as: --32 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+0 <f>:
 +0:	66 0f ae 35 00 00 00 00 +	clwb +0x0
 +8:	0f ae f8 +	sfence
 +b:	0f 38 fc 05 00 00 00 00 +	aadd +%eax,0x0
 +13:	0f ae f8 +	sfence
 +16:	c7 05 00 00 00 00 01 00 00 00 +	movl +\$0x1,0x0
 +20:	66 0f 38 fc 05 00 00 00 00 +	aand +%eax,0x0
 +29:	0f ae f8 +	sfence
 +2c:	f2 0f 38 fc 05 00 00 00 00 +	aor +%eax,0x0
 +35:	0f ae f8 +	sfence
 +38:	f3 0f 38 fc 05 00 00 00 00 +	axor +%eax,0x0
 +41:	0f ae f8 +	sfence
 +44:	c3 +	ret
