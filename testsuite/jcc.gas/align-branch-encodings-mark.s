# -malign-branch-long-encodings with the plugin's marks only (no
# branch types in effect): the instructions between a mark and its
# branch take longer encodings when their prefixes fall short; an
# unmarked pair in the same place is not padded at all.
	.text
	.align_branch 32, none
	.p2align 5
f:
	.align_branch mark, fused
	.ifdef X64
	movl 0x10(%rax), %edx
	.else
	movl 0x10(%eax), %edx
	.endif
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	.p2align 5
	.ifdef X64
	movl 0x10(%rax), %edx
	.else
	movl 0x10(%eax), %edx
	.endif
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f
	ret
