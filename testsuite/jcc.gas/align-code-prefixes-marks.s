# -malign-code-with-prefixes with the plugin's marks: a mark pending
# across a code alignment, as the plugin writes it before the code
# that falls into an aligned loop head, gives the instructions before
# the alignment prefix frags; the mark still pads the loop's branch.
# Where no mark is pending, no instruction takes prefixes: the
# alignment stays NOPs.
	.text
	.align_branch 32, none
	.p2align 5
f1:
	movl	$1, %eax
	movl	$2, %ecx
	.align_branch mark
	movl	%ecx, %edx
	movl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
.L1:
	addl	$1, %eax
	addl	$1, %ebx
	addl	$1, %ecx
	addl	$1, %esi
	movl	%eax, %edi
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
	addl	$1, %ebx
	addl	$1, %ecx
	addl	$1, %esi
	movl	%eax, %edi
	cmpl	%edx, %eax
	jne	.L2
	ret
