# Only fused pairs padded (-malign-branch=fused, or .align_branch 32,
# fused): a compare and its conditional jump that would cross or end on
# the boundary are moved off it, a conditional jump alone and an
# unconditional one are not.  GNU as 2.40, and jcc-as before patch
# 0032, padded nothing with fused alone: the pair's FUSED_JCC_PADDING
# frag was merged only with the jump's own padding frag, which only the
# jcc type made.
	.text
	.ifdef DIRECTIVE
	.align_branch 32, fused
	.endif
f:
# 1. The pair would cross 0x20: prefixes on the moves before it.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	cmpl %ecx, %edx
	jne f
# 2. A conditional jump alone across 0x40: left.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	jne f
# 3. An unconditional jump across 0x60: left.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	addl $1, %eax
	jmp f
	ret
