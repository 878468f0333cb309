# Malformed padding points.
	.text
	.align_branch 32, none
	.align_branch pad, 3
	.align_branch pad jcc
	ret
