# Cases for --check-flush and --no-frame-stores: stores to the stack
# frame (a push, a store through the frame pointer) count as stores,
# unless --no-frame-stores, which follows the paths on past them to the
# store after; a non-temporal store after CLWB is a store, one after
# another non-temporal store is not; and in a relocatable object, a
# jump with a relocation on it leaves the function.

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func frame_push
	clwb (%edi)
	push %ax
	movl $1, (%esi)
	pop %ax
	sfence
	ret

	func frame_local
	clwb (%edi)
	movl %eax, -4(%ebp)
	movl $1, (%esi)
	sfence
	ret

	func clwb_movnt			# reported either way
	clwb (%edi)
	movnti %eax, (%esi)
	sfence
	ret

	func movnt_movnt		# not reported
	movnti %eax, (%edi)
	movnti %eax, (%esi)
	sfence
	ret

	func reloc_jump			# in an object, the jump's target is
	clwb (%edi)			# another function: reported either way
	jne ext_fn
	sfence
	ret
