# `.align_branch mark, align' gives the instructions from the mark to
# the next code alignment prefix frags, so that with
# -malign-code-with-prefixes an alignment that control falls into is
# made of their prefixes although no marked branch follows it (f1);
# a marked branch after the alignment is padded as without it (f3).
# Without the mark, the alignment stays NOPs (f2); without the option,
# the mark changes nothing.
	.text
	.align_branch 32, none
	.p2align 5
f1:
	movl	$1, %eax
	.align_branch mark, align
	movl	$2, %ecx
	movl	%ecx, %edx
	movl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
.L1:
	addl	$1, %eax
	cmpl	%edx, %eax
	jne	.L1
	ret
	.p2align 5
f2:
	movl	$1, %eax
	movl	$2, %ecx
	movl	%ecx, %edx
	movl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
.L2:
	addl	$1, %eax
	cmpl	%edx, %eax
	jne	.L2
	ret
	.p2align 5
f3:
	movl	$1, %eax
	.align_branch mark, align
	movl	$2, %ecx
	movl	%ecx, %edx
	movl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
.L3:
	addl	$1, %eax
	addl	$1, %ebx
	addl	$1, %ecx
	addl	$1, %esi
	movl	%eax, %edi
	.align_branch mark
	cmpl	%edx, %eax
	jne	.L3
	ret
