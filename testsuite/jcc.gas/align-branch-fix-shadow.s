# No NOP goes into the shadow of sti, mov to %ss or pop %ss: the
# branch after them is moved by prefixes before them, or left alone.
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
	sti
	jne f

	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	mov %ax, %ss
	cmp %eax, %ebx
	jne f

	.ifndef X64
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	nop
	pop %ss
	jmp f
	.endif

	# Not a shadow: mov to %ds.  The jne is padded with a NOP.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	nop
	mov %ax, %ds
	jne f
	ret
