#name: `.' in a padded instruction's operands: NOPs and a fence go before it (32-bit)
#source: align-branch-dot.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call -malign-branch-prefix-size=0 -mflush-fence=drain
#objdump: -dwr

.*: +file format .*

Disassembly of section \.text:

0+ <dot_jmp>:
#...
 +1e:	66 90 +	xchg +%ax,%ax
 +20:	eb 00 +	jmp +22 <dot_jmp\+0x22>
 +22:	c3 +	ret
#...
0+40 <dot_call>:
#...
 +5c:	(8d 74 26 00|0f 1f 40 00) +	(lea +0x0\(%esi,%eiz,1\),%esi|nopl +0x0\(%rax\))
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
#...
 +da:	66 90 +	xchg +%ax,%ax
 +dc:	3d dc 00 00 00 +	cmp +\$0xdc,%eax	dd: R_386_32	\.text
 +e1:	74 02 +	je +e5 <dot_cmp\+0x25>
 +e3:	c3 +	ret
 +e4:	c3 +	ret
#...
0+100 <dot_fence>:
 +100:	66 0f ae 39 +	clflushopt \(%ecx\)
 +104:	0f ae f8 +	sfence
 +107:	e8 00 00 00 00 +	call +10c <dot_fence\+0xc>
 +10c:	59 +	pop +%ecx
 +10d:	c3 +	ret
#pass
