#name: jumps to local labels relax, jumps to ifuncs and weak symbols keep their relocations (64-bit)
#source: relax-local-label.s
#as: --64
#objdump: -drw

.*: +file format .*

Disassembly of section \.text:

0+ <ifn>:
 +0:	c3                   	ret

0+1 <\.Lifn>:
 +1:	c3                   	ret

0+2 <w>:
 +2:	c3                   	ret
 +3:	eb fe                	jmp    3 <w\+0x1>
 +5:	eb 1c                	jmp    23 <w\+0x21>
 +7:	75 1a                	jne    23 <w\+0x21>
 +9:	e9 00 00 00 00       	jmp    e <w\+0xc>	a: R_X86_64_PC32	ifn-0x4
 +e:	e9 00 00 00 00       	jmp    13 <w\+0x11>	f: R_X86_64_PC32	\.Lifn-0x4
 +13:	e9 00 00 00 00       	jmp    18 <w\+0x16>	14: R_X86_64_PLT32	w-0x4
 +18:	0f 85 00 00 00 00    	jne    1e <w\+0x1c>	1a: R_X86_64_PC32	\.Lifn-0x4
 +1e:	e8 e0 ff ff ff       	call   3 <w\+0x1>
 +23:	c3                   	ret
