# Cases for --check-flush: read-modify-write instructions and reads.
# CMPXCHG, CMPXCHG8B and CMPXCHG16B store, with or without a LOCK
# prefix, and are locked only with one; CMPccXADD is always locked, as
# XCHG with memory is.  Instructions whose only memory operand they
# read (MUL, x87 arithmetic, LDMXCSR, CMPS, XRSTOR) store nothing: the
# flush before them reaches the return.  The RAO-INT instructions
# (AADD, AAND, AOR, AXOR) are atomic but weakly ordered, as non-temporal
# stores are.  64-bit code (CMPCCXADD and CMPXCHG16B need it).

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func clwb_cmpxchg		# reported: reaches the cmpxchg
	clwb (%rdi)
	cmpxchg %ecx, (%rsi)
	sfence
	ret

	func clwb_cmpxchg8b		# reported
	clwb (%rdi)
	cmpxchg8b (%rsi)
	sfence
	ret

	func clwb_cmpxchg16b		# reported
	clwb (%rdi)
	cmpxchg16b (%rsi)
	sfence
	ret

	func clwb_lock_cmpxchg		# ordered by the locked cmpxchg
	clwb (%rdi)
	lock cmpxchg %ecx, (%rsi)
	movl $1, (%rdx)
	ret

	func clwb_cmpccxadd		# ordered by cmpbexadd, locked
	clwb (%rdi)
	cmpbexadd %eax, %ecx, (%rsi)
	movl $1, (%rdx)
	ret

	func clwb_reads			# reported: reaches the return
	clwb (%rdi)
	mull (%rsi)
	fadds (%rsi)
	ldmxcsr (%rsi)
	cmpsb
	xrstor (%rsi)
	ret

	func clwb_aadd			# reported: reaches a weakly ordered store
	clwb (%rdi)
	aadd %eax, (%rsi)
	sfence
	ret

	func axor_store			# reported: the store after AXOR
	axor %eax, (%rsi)
	movl $1, (%rdx)
	sfence
	ret
