# lineinfo-room-64.s in 32-bit code, with instructions of the same
# sizes and rooms.
	.text
	.globl	f
	.type	f, @function
f:
	.cfi_startproc
	.align_branch 32, jcc+fused+jmp
	pushl	%ebp
	movzbl	%al, %ebp
	bswap	%eax
	pushl	%ebx
	movzbl	%cl, %ebx
	movzbl	%dl, %esi
	cmpl	$-16, %ebx
	je	ext
	cmpl	4(%esp), %eax
	jne	ext
	movzbl	16(%ebx), %edx
	cmpl	4(%esp), %ebx
	jnb	ext
	popl	%ebx
	popl	%esi
	popl	%ebp
	ret
	.cfi_endproc
	.size	f, .-f
