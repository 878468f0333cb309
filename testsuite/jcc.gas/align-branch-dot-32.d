#name: `.' in a padded instruction's operands: it takes no prefix, and NOPs and a fence go before it (32-bit)
#source: align-branch-dot.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call -malign-branch-prefix-size=5 -mflush-fence=drain
#objdump: -dwr

.*: +file format .*

Disassembly of section \.text:

0+ <dot_jmp>:
 +0:	(3e ){2}66 90 +	ds ds xchg %ax,%ax
#...
 +20:	eb 00 +	jmp +22 <dot_jmp\+0x22>
 +22:	c3 +	ret
#...
0+40 <dot_call>:
 +40:	(3e ){4}66 90 +	ds ds ds ds xchg %ax,%ax
#...
 +60:	e8 00 00 00 00 +	call +65 <dot_call\+0x25>
 +65:	59 +	pop +%ecx
 +66:	c3 +	ret
#...
0+80 <dot_len>:
#...
 +96:	eb 00 +	jmp +98 <dot_len\+0x18>
 +98:	b9 9d 00 00 00 +	mov +\$0x9d,%ecx	99: R_386_32	\.text
 +9d:	fc +	cld
 +9e:	66 90 +	xchg +%ax,%ax
 +a0:	eb 00 +	jmp +a2 <dot_len\+0x22>
 +a2:	c3 +	ret
#...
0+c0 <dot_cmp>:
 +c0:	(3e ){4}66 90 +	ds ds ds ds xchg %ax,%ax
#...
 +de:	66 90 +	xchg +%ax,%ax
 +e0:	3d e0 00 00 00 +	cmp +\$0xe0,%eax	e1: R_386_32	\.text
 +e5:	74 02 +	je +e9 <dot_cmp\+0x29>
 +e7:	c3 +	ret
 +e8:	c3 +	ret
#...
0+100 <dot_fence>:
 +100:	66 0f ae 39 +	clflushopt \(%ecx\)
 +104:	0f ae f8 +	sfence
 +107:	e8 00 00 00 00 +	call +10c <dot_fence\+0xc>
 +10c:	59 +	pop +%ecx
 +10d:	c3 +	ret
#pass
