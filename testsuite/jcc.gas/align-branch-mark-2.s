# With a boundary but no branch types in effect, only marked branches
# are padded, with prefixes where there is room, against the boundary
# in effect.
	.text
	.align_branch 32, none
	.p2align 6
f:
	# Marked jcc ending on the boundary: prefixes on the movs.
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	jne f

	# Unmarked: not padded.
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne f

	# Marked fused pair: prefixes before the cmp.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	.align_branch mark
	test %eax, %ebx
	jne f

	# 64-byte boundary: a marked jcc ending on a 32-byte boundary is
	# left alone, one ending on a 64-byte boundary is padded.
	.align_branch 64, none
	.p2align 6
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	jne 1b
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	jne 1b
	ret
