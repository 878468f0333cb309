#name: `.' in a padded instruction's operands: NOPs and a fence go before it (64-bit)
#source: align-branch-dot.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call -malign-branch-prefix-size=0 -mflush-fence=drain
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
 +65:	59 +	pop +%rcx
 +66:	c3 +	ret
#...
0+80 <dot_len>:
#...
 +96:	eb 00 +	jmp +98 <dot_len\+0x18>
 +98:	b9 00 00 00 00 +	mov +\$0x0,%ecx	99: R_X86_64_32	\.text\+0x9d
 +9d:	fc +	cld
 +9e:	66 90 +	xchg +%ax,%ax
 +a0:	eb 00 +	jmp +a2 <dot_len\+0x22>
 +a2:	c3 +	ret
#...
0+c0 <dot_lea>:
#...
 +d6:	eb 00 +	jmp +d8 <dot_lea\+0x18>
 +d8:	48 8d 0d 00 00 00 00 +	lea +0x0\(%rip\),%rcx +# df <dot_lea\+0x1f>
 +df:	90 +	nop
 +e0:	eb 00 +	jmp +e2 <dot_lea\+0x22>
 +e2:	c3 +	ret
#...
0+100 <dot_cmp>:
#...
 +11a:	66 90 +	xchg +%ax,%ax
 +11c:	3d 00 00 00 00 +	cmp +\$0x0,%eax	11d: R_X86_64_32	\.text\+0x11c
 +121:	74 02 +	je +125 <dot_cmp\+0x25>
 +123:	c3 +	ret
 +124:	c3 +	ret
#...
0+140 <dot_fence>:
 +140:	66 0f ae 39 +	clflushopt \(%rcx\)
 +144:	0f ae f8 +	sfence
 +147:	e8 00 00 00 00 +	call +14c <dot_fence\+0xc>
 +14c:	59 +	pop +%rcx
 +14d:	c3 +	ret
#pass
