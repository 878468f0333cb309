#name: jumps to local labels relax, jumps to ifuncs and weak symbols keep their relocations (32-bit)
#source: relax-local-label.s
#as: --32
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
 +9:	e9 fc ff ff ff       	jmp    a <w\+0x8>	a: R_386_PC32	ifn
 +e:	e9 fc ff ff ff       	jmp    f <w\+0xd>	f: R_386_PC32	\.Lifn
 +13:	e9 fc ff ff ff       	jmp    14 <w\+0x12>	14: R_386_PC32	w
 +18:	0f 85 fc ff ff ff    	jne    1a <w\+0x18>	1a: R_386_PC32	\.Lifn
 +1e:	e8 e0 ff ff ff       	call   3 <w\+0x1>
 +23:	c3                   	ret
