# Unmarked branches of every kind between the plugin's marks (patch
# 0027): with `.align_branch 32, none' and no mark pending, nothing pads
# them and their frag goes on after them, with the instructions after
# them, as if no boundary were in effect.  Each crosses or ends on a
# 32-byte boundary and stays there; the marked jump further on, which
# would end on a boundary, is padded with prefixes on the instruction
# before it.
	.text
	.align_branch 32, none
f:
	# A call, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	call	ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A return, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	nop
	ret
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A jump, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	jmp	ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A conditional jump, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	jne	ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A indirect call, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	call	*ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A indirect jump, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	jmp	*ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A loop, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	loop	1f
1:
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
	# A fused pair, unmarked.
	.p2align 7
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	nop
	nop
	nop
	cmpl	%eax, %ebx
	jne	ext
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.p2align 5
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	movl	$0x11223344, %eax
	.align_branch mark, jmp
	movl	%eax, %ecx
	jmp	ext
