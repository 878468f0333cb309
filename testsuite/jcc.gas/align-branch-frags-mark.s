# Padding frags made for fewer instructions (patch 0008): long blocks
# between branches, an instruction between a fusible pair's halves, a
# label in the middle of a block, a block ending at .p2align, here with
# only the marked branches padded.  The bytes must be those of the
# series before patch 0008.
	.text
	.align_branch 32, none
f:
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	movl	$0x11223344, %ecx
	movl	$0x11223344, %edx
	movl	$0x11223344, %esi
	movl	$0x11223344, %edi
	.align_branch mark
	cmpl	%eax, %ebx
	jne	f
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
.Lmid:
	movl	$0x11223344, %ecx
	.align_branch mark
	testl	%eax, %eax
	movl	%eax, %edx
	je	.Lmid
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	movl	$0x11223344, %ecx
	movl	$0x11223344, %edx
	movl	$0x11223344, %esi
	movl	$0x11223344, %edi
	movl	$0x11223344, %eax
	call	f
	movl	$0x11223344, %ebx
	movl	$0x11223344, %ecx
	.align_branch mark
	jmp	.Lmid
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	.p2align 4
	movl	$0x11223344, %ecx
	movl	$0x11223344, %edx
	movl	$0x11223344, %esi
	movl	$0x11223344, %edi
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	.align_branch mark
	cmpl	$1, %eax
	jb	f
	ret
