# Cases for --check-flush: the stores that are not written as a store
# to a memory operand (pushes, ENTER, software interrupts and system
# calls, IRET, ENQCMD) and the weakly ordered stores besides MOVNT*
# (MOVDIRI, MOVDIR64B, CLZERO), each reported; and the same fenced.

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func clwb_push			# reported: reaches the push
	clwb (%edi)
	push %ax
	pop %ax
	sfence
	ret

	func clwb_pushf			# reported
	clwb (%edi)
	pushf
	popf
	sfence
	ret

	func clwb_enter			# reported
	clwb (%edi)
	enter $16, $0
	leave
	sfence
	ret

	func clwb_int3			# reported
	clwb (%edi)
	int3
	sfence
	ret

	func clwb_syscall		# reported
	clwb (%edi)
	syscall
	sfence
	ret

	func clwb_enqcmd		# reported
	clwb (%edi)
	enqcmd (%esi), %edx
	sfence
	ret

	func movdiri_store		# reported: reaches the store
	movdiri %eax, (%edi)
	movl $1, (%esi)
	sfence
	ret

	func movdir64b_store		# reported
	movdir64b (%esi), %edx
	movl $1, (%esi)
	sfence
	ret

	func clzero_store		# reported
	clzero
	movl $1, (%esi)
	sfence
	ret

	func pushes_fenced		# ordered by sfence
	clwb (%edi)
	sfence
	push %ax
	pushf
	popf
	pop %ax
	movdiri %eax, (%edi)
	sfence
	ret
