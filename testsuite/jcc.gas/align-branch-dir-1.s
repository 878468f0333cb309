# .align_branch BOUNDARY, TYPES, PREFIX_SIZE sets branch alignment
# for the code that follows; push and pop save and restore it.  Each
# block puts a 2-byte jne on bytes 30 and 31 of a 32-byte block, where
# it ends on the boundary.
	.text
	.p2align 6
f:
	# Padded with 2 prefixes on the movs before the jne.
	.align_branch 32, jcc, 5
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# No padding: boundary 0.
	.p2align 5
	.align_branch push
	.align_branch 0
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# Padded again after pop: jcc, 5 prefixes.
	.p2align 5
	.align_branch pop
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# No padding: jcc is not among the types.
	.p2align 5
	.align_branch 32, jmp+call
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# No padding: no types at all.
	.p2align 5
	.align_branch 32, none
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# Prefix size 0: a NOP instead of prefixes.
	.p2align 5
	.align_branch 32, jcc, 0
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# Boundary 64: the jne ends on byte 31 of a 64-byte block,
	# which is fine, then one ends on the 64-byte boundary.
	.p2align 6
	.align_branch 64, jcc, 5
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b
	ret
