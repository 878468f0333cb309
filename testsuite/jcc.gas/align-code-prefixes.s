# -malign-code-with-prefixes: a code alignment that control falls into
# is made of segment prefixes on the instructions before it, where
# they have room for all its bytes; otherwise, and after a jump, a
# return, UD2 or data, it stays NOPs.  The address after it never
# changes.
	.text
	.p2align 5
# The run falls into GCC's pair of loop alignments: prefixes, the
# label inside the run moves with them and the jump to it follows.
f1:
	movl	$1, %eax
	jmp	1f
	movl	$2, %ecx
1:	addl	%ecx, %edx
	call	g
	movl	%eax, %ebx
	movl	%ebx, %esi
	.p2align 4,,10
	.p2align 3
.L1:
	addl	$1, %eax
	cmpl	%edx, %eax
	jne	.L1
	ret
# Nothing falls into these alignments: NOPs.
	.p2align 4
f2:
	movl	$3, %eax
	movl	$3, %ebx
	jmp	*(%ecx)
	.p2align 4
f3:
	movl	$3, %eax
	movl	$3, %ebx
	ud2
	.p2align 4
f4:
	movl	$3, %eax
	movl	$3, %ebx
	ret
# Data before the alignment: NOPs, which the data may belong to.
	.p2align 4
f5:
	movl	$3, %eax
	movl	$3, %ebx
	.byte	0x66
	.p2align 4
# Too little room for all the bytes: NOPs.
f6:
	movl	%eax, %ebx
	.p2align 4
# The first alignment adds nothing for its maximum (it would add 15
# bytes), the second adds 7: prefixes, and the first still adds
# nothing where they lead, although it would add 8 there; the ret
# stays where the NOPs put it.
f7:
	movl	$1, %eax
	movl	$2, %ebx
	movl	$3, %ecx
	movl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
	ret
# The same after a cmp that the jne after the alignments is fused with
# when they add no byte, as with the prefixes: prefixes, and the pair
# is padded as one.
	.p2align 4
f8:
	movl	$1, %eax
	movl	$2, %ebx
	movl	$3, %ecx
	cmpl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
	jne	f8
	ret
	.p2align 4
g:
	ret
