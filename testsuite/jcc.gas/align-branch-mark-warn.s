# A mark that cannot be honoured without splitting what must stay
# together is a warning, and the branch is left alone.
	.text
	.p2align 5
f:
	# Data right before the marked jcc may be a prefix of it.
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	.byte 0x2e
	jne f

	# Data right before the first half of a marked pair.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	.align_branch mark
	.byte 0x90
	cmp %eax, %ebx
	jne f

	# A mark between the halves of a fusible pair comes too late.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	cmp %eax, %ebx
	.align_branch mark
	jne f
	ret

	# A mark for conditional jumps with none after it, only a call
	# and a return.
	.align_branch mark, jcc
	call f
	ret
