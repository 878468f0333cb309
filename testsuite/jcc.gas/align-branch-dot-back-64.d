#name: `.-N' and `1b+N' count in the code as written: not the prefixes, NOPs and fences in between (64-bit)
#source: align-branch-dot-back.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call -malign-branch-prefix-size=5 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <back_jmp>:
 +0:	2e 2e 66 90 +	cs +cs +xchg +%ax,%ax
#...
 +1e:	f3 90 +	pause
 +20:	eb fc +	jmp +1e +<.*>
 +22:	c3 +	ret
#...
0+40 <back_fused>:
 +40:	2e 2e 2e 2e 66 90 +	cs +cs +cs +cs +xchg +%ax,%ax
#...
 +5e:	89 c2 +	mov +%eax,%edx
 +60:	39 c3 +	cmp +%eax,%ebx
 +62:	75 fa +	jne +5e +<back_fused\+0x1e>
 +64:	c3 +	ret
#...
0+80 <back_fence>:
 +80:	66 0f ae 39 +	clflushopt +\(%rcx\)
 +84:	b9 02 00 00 00 +	mov +\$0x2,%ecx
 +89:	83 c0 05 +	add +\$0x5,%eax
 +8c:	0f ae f8 +	sfence
 +8f:	89 01 +	mov +%eax,\(%rcx\)
 +91:	83 e9 01 +	sub +\$0x1,%ecx
 +94:	75 f3 +	jne +89 +<back_fence\+0x9>
 +96:	c3 +	ret
#...
0+a0 <back_far>:
#...
 +b6:	31 d2 +	xor +%edx,%edx
 +b8:	83 c0 03 +	add +\$0x3,%eax
 +bb:	83 f2 01 +	xor +\$0x1,%edx
 +be:	74 05 +	je +c5 +<back_far\+0x25>
 +c0:	0f ae f8 +	sfence
 +c3:	eb f3 +	jmp +b8 +<back_far\+0x18>
 +c5:	0f ae f8 +	sfence
 +c8:	c3 +	ret
#...
0+e0 <back_long>:
#...
 +fa:	83 c0 03 +	add +\$0x3,%eax
 +fd:	0f ae f8 +	sfence
 +100:	0f 85 [0-9a-f ]+	jne +[0-9a-f]+ <far_away>
 +106:	eb f2 +	jmp +fa +<back_long\+0x1a>
 +108:	c3 +	ret
#...
0+120 <label_fwd>:
#...
 +13e:	0f ae f8 +	sfence
 +141:	eb 00 +	jmp +143 +<label_fwd\+0x23>
 +143:	c3 +	ret
#...
0+160 <back_disp32>:
#...
 +17e:	fc +	cld
 +17f:	90 +	nop
 +180:	e9 05 00 00 00 +	jmp +18a +<back_disp32\+0x2a>
 +185:	0f ae f8 +	sfence
 +188:	eb f5 +	jmp +17f +<back_disp32\+0x1f>
 +18a:	0f ae f8 +	sfence
 +18d:	c3 +	ret
#...
