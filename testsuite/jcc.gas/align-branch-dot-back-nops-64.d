#name: `.-N' and `1b+N' count in the code as written: not the NOPs in between (64-bit)
#source: align-branch-dot-back.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp+call -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <back_jmp>:
#...
 +1c:	f3 90 +	pause
#...
 +20:	eb fa +	jmp +1c +<.*>
 +22:	c3 +	ret
#...
0+40 <back_fused>:
#...
 +5a:	89 c2 +	mov +%eax,%edx
#...
 +60:	39 c3 +	cmp +%eax,%ebx
 +62:	75 f6 +	jne +5a +<back_fused\+0x1a>
 +64:	c3 +	ret
#...
0+80 <back_fence>:
 +80:	66 0f ae 39 +	clflushopt +\(%rcx\)
 +84:	b9 02 00 00 00 +	mov +\$0x2,%ecx
 +89:	83 c0 05 +	add +\$0x5,%eax
 +8c:	89 01 +	mov +%eax,\(%rcx\)
 +8e:	83 e9 01 +	sub +\$0x1,%ecx
 +91:	75 f6 +	jne +89 +<back_fence\+0x9>
 +93:	c3 +	ret
#...
0+a0 <back_far>:
#...
 +b6:	31 d2 +	xor +%edx,%edx
 +b8:	83 c0 03 +	add +\$0x3,%eax
 +bb:	83 f2 01 +	xor +\$0x1,%edx
 +be:	74 02 +	je +c2 +<back_far\+0x22>
 +c0:	eb f6 +	jmp +b8 +<back_far\+0x18>
 +c2:	c3 +	ret
#...
0+e0 <back_long>:
#...
 +fa:	83 c0 03 +	add +\$0x3,%eax
 +fd:	0f 85 [0-9a-f ]+	jne +[0-9a-f]+ <far_away>
 +103:	eb f5 +	jmp +fa +<back_long\+0x1a>
 +105:	c3 +	ret
#...
0+120 <label_fwd>:
#...
 +140:	eb 00 +	jmp +142 +<label_fwd\+0x22>
 +142:	c3 +	ret
#...
0+160 <back_disp32>:
#...
 +17a:	fc +	cld
 +17b:	90 +	nop
#...
 +180:	e9 02 00 00 00 +	jmp +187 +<back_disp32\+0x27>
 +185:	eb f4 +	jmp +17b +<back_disp32\+0x1b>
 +187:	c3 +	ret
#...
