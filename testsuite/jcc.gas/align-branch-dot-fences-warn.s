# `.+N' on over a fence and then an alignment, and `.-N' and `.+N'
# over a jump that relaxation may make long and a fence that may or may
# not be among the bytes they count: where they point in the code as
# written cannot be found, and gas says so.
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
back_unknown:
	# Back over a jump that relaxation may make long, after a load and
	# its lfence: whether the lfence is among the bytes that `.-4'
	# counts depends on the jump's size.  It counts, as it would were
	# the jump short (as it is).
	movl (%rsi), %eax
	jne 1f
	jmp .-4
1:
fwd_unknown:
	testl %eax, %eax
	# Over a jump that relaxation may make long, and a load and its
	# lfence after it: the same.
	jne .+9
	jmp far_away
	movl (%rsi), %eax
	nop
	ret
	.fill 200, 1, 0xcc
far_away:
	nop
