# `.-N' back over padding and then an alignment: where it points in
# the code as written cannot be found, and gas says so.
	.text
back_align:
	movl %eax, %edx
	.p2align 2
	cmpl %eax, %ebx
	jne .-4
	ret
back_fine:
	cmpl %eax, %ebx
	jne .-2
	ret
