# `.align_branch mark, align' is for the next code alignment: a jump or
# a return before it, or the end of the input, ends the mark with a
# warning.  A call does not: the alignment after it is made of the
# prefixes of the instructions before and after the call.
	.text
	.align_branch 32, none
f:
	.align_branch mark, align
	movl	$1, %eax
	call	f
	movl	$1, %eax
	.p2align 4
	.align_branch mark, align
	movl	$1, %eax
	jmp	f
	.align_branch mark, align
	ret
	.align_branch mark, align
	movl	$1, %eax
	.p2align 4
	ret
	.align_branch mark, align
