# Cases for --check-flush: a direct far jump leaves the function, as an
# indirect jump does, and a direct far call is a call.  32-bit code
# (64-bit code has neither).

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func clwb_ljmp			# reported: reaches the ljmp
	clwb (%edi)
	ljmp $0x10, $0x1234

	func clwb_lcall			# reported: reaches the lcall
	clwb (%edi)
	lcall $0x10, $0x1234
	sfence
	ret

	func clwb_ljmp_fenced		# ordered
	clwb (%edi)
	sfence
	ljmp $0x10, $0x1234
