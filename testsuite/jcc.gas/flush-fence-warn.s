# A fence cannot go between a prefix or data and the instruction they
# belong to, nor into the interrupt shadow of STI, MOV to SS or POP SS:
# there the instruction is left unfenced, with a warning.  A `lock'
# alone makes the instruction after it a locked one, which orders the
# flush: no fence and no warning.
	.text
f:
	clwb line
	rep
	stosb
	clwb line
	.byte 0x2e
	movl $1, flag
	ret

	clwb line
	lock
	orl $0, flag
	movl $1, flag

	# The flush is ordered before the STI; the label in its shadow
	# takes a flush as pending, but no fence can go there.
	clwb line
	sti
1:	movl $1, flag
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
