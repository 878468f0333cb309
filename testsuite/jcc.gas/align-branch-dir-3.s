# .align_branch overrides the command-line options for the code that
# follows, and pop brings their values back.  Each block puts a jne
# on the last two bytes of a 32-byte block.
	.text
	.p2align 5
f:
	# Not padded: boundary 0 from here.
	.align_branch push
	.align_branch 0
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# Padded again: back to -mbranches-within-32B-boundaries.
	.align_branch pop
	.p2align 5
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b

	# Only the types change: jcc is no longer padded.
	.align_branch 32, jmp
	.p2align 5
1:
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne 1b
	ret
