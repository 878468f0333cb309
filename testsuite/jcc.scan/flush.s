# Cases for --check-flush: CLFLUSHOPT, CLWB and non-temporal stores
# that reach a store, call or return with no fence between, and ones
# that a fence orders.  The 32-bit registers make it valid in both
# modes (64-bit code gets address-size prefixes).

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func clwb_store			# reported: reaches the store
	clwb (%edi)
	movl $1,(%esi)
	ret

	func clwb_fenced		# ordered by sfence
	clwb (%edi)
	sfence
	movl $1,(%esi)
	ret

	func clflushopt_idiom_call	# PMDK's .byte 0x66; clflush reaches a call
	.byte 0x66
	clflush (%edi)
	call g

	func clwb_idiom_return		# PMDK's .byte 0x66; xsaveopt reaches ret
	.byte 0x66
	xsaveopt (%edi)
	ret

	func movnt_loop			# stores in a loop, then sfence: ordered
1:	movnti %eax,(%edi)
	add $4,%edi
	dec %ecx
	jnz 1b
	sfence
	movl $1,(%esi)
	ret

	func movnt_locked		# a locked instruction orders too
	movnti %eax,(%edi)
	lock orl $0,(%esi)
	ret

	func fence_skipped		# the je path skips the sfence
	clflushopt (%edi)
	test %eax,%eax
	je 1f
	sfence
1:	movl $1,(%esi)
	ret

	func flush_loop_mfence		# a flush loop ended by mfence
1:	clflushopt (%edi)
	add $64,%edi
	cmp %esi,%edi
	jb 1b
	mfence
	ret

	func plain_clflush		# CLFLUSH is ordered with stores
	clflush (%edi)
	movl $1,(%esi)
	ret

	func tail_jump			# leaves the function unordered
	clwb (%edi)
	jmp g

	func xchg_orders		# xchg with memory is locked
	clwb (%edi)
	xchg %eax,(%esi)
	ret

	func g
	ret
