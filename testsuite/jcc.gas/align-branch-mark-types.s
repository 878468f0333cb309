# `.align_branch mark, TYPES' is used up by the next branch of one of
# TYPES, and branches of other types before it leave it pending; prefixes
# go only on the instructions between a mark and its branch.
	.text
	.align_branch 32, none
	.p2align 6
f:
	# A mark for jcc passes over the call and the return: the jne is
	# padded, with a prefix on the first mov, before the call.
	.align_branch mark, jcc
	movl $0x11223344, %eax
	movl $0x11223344, %eax
	call f
	movl $0x11223344, %eax
	ret
	movl $0x11223344, %eax
	movl $0x11223344, %eax
	jne f

	# A mark without types is used up by the call, which is left
	# alone as it does not cross the boundary; the jne is not padded.
	.p2align 5
	.align_branch mark
	movl $0x11223344, %eax
	movl $0x11223344, %eax
	movl $0x11223344, %eax
	call f
	movl $0x11223344, %eax
	movl $0x11223344, %eax
	jne f

	# A mark right before its branch: no prefixes on the movs before
	# the mark, so the padding is a NOP.
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark, jcc+fused+jmp
	jne f

	# `fused' stands for a conditional jump alone too, `jcc' for a
	# fused pair; a jmp is not of those types.  A relaxable jump ends
	# the instructions that prefixes may go on: the test+jne pair after
	# the jmp is padded with a NOP.
	.p2align 5
	.align_branch mark, fused
	.rept 5
	movl $0x11223344, %eax
	.endr
	jmp 1f
1:
	testl %eax, %eax
	jne f
	.align_branch mark, jcc
	.rept 4
	movl $0x11223344, %eax
	.endr
	cmpl %eax, %ebx
	je f
	ret
