# A fence cannot go between a prefix or data and the instruction they
# belong to: the store is left unfenced, with a warning.
	.text
f:
	clwb line
	lock
	orl $0, flag
	clwb line
	.byte 0x2e
	movl $1, flag
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
