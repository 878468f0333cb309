# With no boundary in effect, .align_branch mark pads the next branch,
# or the next fused pair, against 32 bytes with NOPs; nothing else
# is padded.  Each block puts its branch across or onto a 32-byte
# boundary.
	.text
	.p2align 5
f:
	# Marked jcc ending on the boundary: padded.
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	jne f

	# The same jcc unmarked: not padded.
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	jne f

	# Marked fused pair: padded as a whole, before the cmp.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	.align_branch mark
	cmp %eax, %ebx
	jne f

	# Marked pair that cannot fuse (cmp with jo): only the jcc is
	# kept within the boundary, here with prefixes on the cmp.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	.align_branch mark
	cmp %eax, %ebx
	jo f

	# A mark applies to the next branch, after other instructions.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	movl $0x11223344, %eax
	nop
	jmp f

	# Marked call, ret and indirect jump.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	.align_branch mark
	call f
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	nop
	.align_branch mark
	ret
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	.align_branch mark
	.ifdef X64
	jmp *%rax
	.else
	jmp *%eax
	.endif
