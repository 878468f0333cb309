# A data directive before a cmp keeps the cmp from being padded.
# Padding must then not go between the cmp and a jcc it fuses with:
# the pair is moved by prefixes before the data, or left alone.
	.text
	.p2align 5
f:
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	.byte 0x90
	cmp %eax, %ebx
	jne f

	# The same with a jcc that does not fuse with cmp: only the jo
	# has to stay within the boundary.
	.p2align 5
	.rept 5
	movl $0x11223344, %eax
	.endr
	nop
	nop
	.byte 0x90
	cmp %eax, %ebx
	jo f
	ret
