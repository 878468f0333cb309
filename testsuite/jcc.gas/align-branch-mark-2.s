# With a boundary but no branch types in effect, only marked branches
# are padded, with prefixes where there is room, against the boundary
# in effect.  Prefixes go on the instructions between a mark and its
# branch, so each mark stands at the start of its branch's block.
	.text
	.align_branch 32, none
	.p2align 6
f:
	# Marked jcc ending on the boundary: prefixes on the movs.
	.align_branch mark
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne f

	# Unmarked: not padded.
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne f

	# Marked fused pair: prefixes before the cmp.
	.p2align 5
	.align_branch mark
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	test %eax, %ebx
	jne f

	# 64-byte boundary: a marked jcc ending on a 32-byte boundary is
	# left alone, one ending on a 64-byte boundary is padded.
	.align_branch 64, none
	.p2align 6
1:
	.align_branch mark
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b
	.align_branch mark
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b
	ret
