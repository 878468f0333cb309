# -mflush-fence=drain: after CLFLUSHOPT, CLWB or a non-temporal store,
# SFENCE goes before the next store, call, return or indirect branch,
# unless SFENCE, MFENCE or a locked instruction comes first.
	.text
f:
	# A flush, then a load, a compare and a store: fence before the
	# store only.
	clwb line
	movl flag, %eax
	cmpl $0, flag
	movl $1, flag

	# Fenced already: nothing is added.
	clflushopt line
	sfence
	movl $1, flag
	clwb line
	mfence
	movl $1, flag
	clwb line
	lock orl $0, flag
	movl $1, flag
	clwb line
	xchg %eax, flag
	movl $1, flag

	# A non-temporal store drains at a return.
	movnti %eax, line
	ret

	# Flushes are not ordered with each other: no fence between them.
	clwb line
	clflushopt line+64
	call f

	# A label may be reached with a flush pending.
	addl $1, %eax
1:
	movl %eax, flag

	# The byte idioms for CLFLUSHOPT and CLWB.
	.byte 0x66
	clflush line
	movl %eax, flag
	.byte 0x66
	xsaveopt line
	jmp *target

	# CLFLUSH alone is ordered with stores.
	clflush line
	movl %eax, flag
	ret

	.data
line:	.fill 128, 1, 0
flag:	.long 0
target:	.long 0
