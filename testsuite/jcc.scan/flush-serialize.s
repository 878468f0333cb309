# Cases for --check-flush: CPUID and SERIALIZE are serializing, but the
# SDM orders CLFLUSHOPT and CLWB with fences and locked instructions
# only, so they order no flush (as for the plugin and gas's
# -mflush-fence); SFENCE, MFENCE and XCHG with memory (locked) do.
# Assembled as 32- and as 64-bit code (with 32-bit addresses there).

	.macro func name
	.p2align 4
	.globl \name
	.type \name,@function
\name:
	.endm

	.text
	func clwb_cpuid			# reported: reaches the store
	clwb (%edi)
	cpuid
	movl %eax, (%esi)
	ret

	func clflushopt_serialize	# reported: reaches the store
	clflushopt (%edi)
	serialize
	movl %eax, (%esi)
	ret

	func clwb_sfence		# ordered
	clwb (%edi)
	sfence
	movl %eax, (%esi)
	ret

	func clwb_mfence		# ordered
	clwb (%edi)
	mfence
	movl %eax, (%esi)
	ret

	func clwb_xchg			# ordered: xchg with memory is locked
	clwb (%edi)
	xchgl %eax, (%edx)
	movl %eax, (%esi)
	ret
