# `.+N' on over a fence and then an alignment: where it points in the
# code as written cannot be found, and gas says so.
	.text
fwd_align:
	jmp .+8
	movl (%rsi), %eax
	.p2align 2
	nop
	ret
fwd_fine:
	jmp .+4
	movl (%rsi), %eax
	ret
