# -malign-branch-extend-alignment with -malign-code-with-prefixes: the
# bytes that an alignment control falls into would add for the
# branches after it are made of prefixes on the instructions before
# it, with the alignment's own bytes, or not added at all (as NOPs
# they would run at each entry into the loop); after a jump they are
# NOPs, which never run.
	.text
# Room for the 2 bytes of GCC's two alignments and 16 more: the pairs
# after the label need no NOP.
f:
	movl	$1, %eax
	movl	$2, %edx
	movl	%ebx, %ecx
	movl	%esi, %edi
	.p2align 4,,10
	.p2align 3
.Lf1:
	testb	$2, %bl
	je	exit_f
	cmpl	$0x7f, %esi
	ja	exit_f
	addl	$1, %eax
	jmp	.Lf1

# Room for the alignment's 9 bytes, not for 16 more: the second pair
# takes a NOP.
	.p2align 5
g:
	movl	%ebx, %ecx
	movl	$1, %eax
	.p2align 4
.Lg1:
	testb	$2, %bl
	je	exit_g
	cmpl	$0x7f, %esi
	ja	exit_g
	addl	$1, %eax
	jmp	.Lg1

# Control does not fall into the alignment: 16 bytes more of NOPs.
	.p2align 5
h:
	movl	%ebx, %ecx
	movl	$1, %eax
	jmp	.Lh1
	.p2align 4
.Lh1:
	testb	$2, %bl
	je	exit_h
	cmpl	$0x7f, %esi
	ja	exit_h
	addl	$1, %eax
	jmp	.Lh1

# As in g, but a padding point before the alignment asks for the extra
# bytes, NOPs if need be: the compiler found that little falls through
# to the label.
	.p2align 5
k:
	movl	%ebx, %ecx
	movl	$1, %eax
	.align_branch pad
	.p2align 4
.Lk1:
	testb	$2, %bl
	je	exit_k
	cmpl	$0x7f, %esi
	ja	exit_k
	addl	$1, %eax
	jmp	.Lk1
