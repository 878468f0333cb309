# A run of prefixes with room past 20 bytes (5+4+4+5+4, and 4 more
# after), before two fused pairs and a third with a short run of its
# own.  The first run takes 21 prefixes, and no branch needs a NOP,
# with line information as without.  The input is a function of Lua's
# lundump.c at -O1 -fsanitize=address,undefined, from GCC's `-g' output.
	.text
	.globl	f
	.type	f, @function
f:
	.cfi_startproc
	.align_branch 32, jcc+fused+jmp
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r12
	pushq	%rbx
	movq	%rdi, %rbx
	movq	%rsi, %r12
	testq	%rdi, %rdi
	je	ext
	testb	$7, %dil
	jne	ext
	leaq	16(%rbx), %rdx
	cmpq	$-16, %rbx
	jnb	ext
	popq	%rbx
	popq	%r12
	popq	%rbp
	ret
	.cfi_endproc
	.size	f, .-f
