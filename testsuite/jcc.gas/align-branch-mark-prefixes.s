# Marks whose branch may take prefixes only (`.align_branch mark, TYPES,
# prefixes'): padded when the prefixes (and longer encodings) of the
# instructions between the mark and the branch can move it off the
# boundary, left as they are otherwise, never with a NOP.  An ordinary
# mark pads the same branch with a NOP.
	.text
	.align_branch 32, none
f:
# 1. Room enough: the conditional jump that would cross 0x20 moves
# with prefixes on the moves.
	.align_branch mark, jcc, prefixes
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	movl %eax, %ebx
	jne f
# 2. No room (the mark is right before the jump): the jump across 0x40
# is left.
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	.align_branch mark, jmp, prefixes
	jmp f
# 3. The same with an ordinary mark: a NOP moves the jump across 0x80.
	.p2align 5
	.rept 6
	movl $1, %eax
	.endr
	.align_branch mark, jmp
	jmp f
# 4. A fused pair, the mark with no types: prefixes on the moves.
	.p2align 5
	.align_branch mark, prefixes
	.rept 5
	movl $1, %eax
	.endr
	movl %eax, %ebx
	movl %eax, %ebx
	cmpl %ecx, %edx
	jne f
	ret
