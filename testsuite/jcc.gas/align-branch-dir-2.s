# With USE_DIR defined, the directive below must give exactly what
# -mbranches-within-32B-boundaries gives without it.  Each block puts a
# branch (or fused pair) across a 32-byte boundary.
	.ifdef USE_DIR
	.align_branch 32, jcc+fused+jmp, 5
	.endif
	.text
	.p2align 5
f:
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	nop
	cmp %eax, %ebx
	jne f

	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	nop
	jmp f

	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	nop
	jo f

	# Not padded: call and ret are not among the types.
	.p2align 5
	.rept 6
	movl $0x11223344, %eax
	.endr
	nop
	call f
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	ret
