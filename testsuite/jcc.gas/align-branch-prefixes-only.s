# Padding by prefixes only (`.align_branch BOUNDARY, TYPES[, PREFIX_SIZE],
# prefixes'): the branches that the settings pad are padded when the
# prefixes (and longer encodings) of the instructions before them can
# move them off the boundary, and left as they are otherwise, never
# with a NOP.  `.align_branch pop' brings back what `push' saved, and
# settings without `prefixes' let NOPs pad again.
	.text
	.align_branch 32, jcc+fused+jmp, prefixes
f:
# 1. Room enough: the conditional jump that would cross 0x20 moves
# with prefixes on the moves.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	movl %eax, %ebx
	jne f
# 2. No room: the jump right after a jump, across 0x40, is left.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	jmp f
	jmp f
# 3. Settings saved and changed: a NOP moves the jump after a jump
# off 0x80.
	.align_branch push
	.align_branch 32, jmp, 5
	.p2align 5
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	jmp f
	jmp f
# 4. Restored: a fused pair moves off 0xc0 with prefixes, and the jump
# after a jump across 0xe0 is left again.
	.align_branch pop
	.p2align 5
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	cmpl %ecx, %edx
	jne f
h:
	.rept 4
	movl $1, %eax
	.endr
	cwtl
	jmp h
	jmp h
	ret
