# -mflush-fence=drain (patch 0054): the RAO-INT instructions AADD,
# AAND, AOR and AXOR store weakly ordered, as non-temporal stores do:
# after a flush each gets an sfence before it, as a store; after one of
# them the next store gets an sfence.
	.text
f:
	clwb line
	aadd %eax, line
	movl $1, line
	aand %eax, line
	sfence
	aor %eax, line
	sfence
	axor %eax, line
	ret
