# Pushes left open and a mark with no branch after it are warnings at
# the end of input, reported where they were written.
	.text
f:
	.align_branch push
	.align_branch push
	.align_branch pop
	.align_branch 32, jcc
	ret
	.align_branch mark
	nop
