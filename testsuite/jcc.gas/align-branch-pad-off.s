# A padding point does nothing where branches are not aligned: outside
# code, and while the boundary is 0.
	.data
	.align_branch pad
	.byte	1
	.text
	.align_branch 0
	jmp	.L2
	.align_branch pad
.L1:
	add	$1, %eax
	jmp	.L1
.L2:
	ret
