# Padding frags made for fewer instructions (patch 0008): long blocks
# between branches, an instruction between a fusible pair's halves, a
# label in the middle of a block, a block ending at .p2align, here with
# only the marked branches padded.  The bytes must be those of the
# series before patch 0008.  Each mark stands at the start of its
# branch's block, which is where prefixes may go from (patch 0015).
	.text
	.align_branch 32, none
f:
	.align_branch mark
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	movl	$0x11223344, %ecx
	movl	$0x11223344, %edx
	movl	$0x11223344, %esi
	movl	$0x11223344, %edi
	cmpl	%eax, %ebx
	jne	f
	.align_branch mark
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
.Lmid:
	movl	$0x11223344, %ecx
	testl	%eax, %eax
	movl	%eax, %edx
	je	.Lmid
	# A mark for jumps only: the call leaves it pending.
	.align_branch mark, jmp
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
	jmp	.Lmid
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	.p2align 4
	.align_branch mark
	movl	$0x11223344, %ecx
	movl	$0x11223344, %edx
	movl	$0x11223344, %esi
	movl	$0x11223344, %edi
	movl	$0x11223344, %eax
	movl	$0x11223344, %ebx
	cmpl	$1, %eax
	jb	f
	ret
