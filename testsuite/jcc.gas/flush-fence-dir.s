# .flush_fence sets the -mflush-fence= mode for the code that follows.
	.text
f:
	clwb line
	movl $1, flag
	.flush_fence drain
	clwb line
	movl $1, flag
	.flush_fence strict
	clwb line
	movl $1, flag
	.flush_fence none
	clwb line
	movl $1, flag
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
