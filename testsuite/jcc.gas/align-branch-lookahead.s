# Two branches in a row: prefixes before the first also move the second.
	.text
f:
# 1. A fused pair right after another: the run before the first has room.
	.nops 15
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	cmpl %ecx, %edx
	jl f
	cmpl %ecx, %esi
	je f
	ret
# 2. The same with too little room: a NOP pads the second pair.
	.p2align 6
	.nops 23
	addl %eax, %edx
	cmpl %ecx, %edx
	jl f
	cmpl %ecx, %esi
	je f
	ret
# 3. Three pairs in a row: only the third crosses the boundary, and
# the run before the first moves all three (-malign-branch-lookahead=2;
# with 1, the third is padded with a NOP).
	.p2align 6
3:	.nops 11
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	cmpl %ecx, %edx
	jl 3b
	cmpl %ecx, %esi
	je 3b
	cmpl %ecx, %edi
	jg 3b
	ret
# 4. The second pair has a run of its own, too short.
	.p2align 6
	.nops 40
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	cmpl %ecx, %edx
	jl f
	movl %edx, %esi
	cmpl %ecx, %esi
	je f
	ret
# 5. An alignment between the two: nothing moves across it.
	.p2align 6
	.nops 12
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	addl %eax, %edx
	cmpl %ecx, %edx
	jl f
	.p2align 1
	cmpl %ecx, %esi
	je f
	ret
# 6. Marks: the marked pairs are padded, the first one's run moves both.
	.p2align 6
	.align_branch 32, none, 5
6:	.nops 15
	.align_branch mark, fused
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	cmpl %ecx, %edx
	jl 6b
	.align_branch mark, fused
	cmpl %ecx, %esi
	je 6b
	ret
# 7. The second pair is not marked: nothing moves for it.
	.p2align 6
7:	.nops 15
	.align_branch mark, fused
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	cmpl %ecx, %edx
	jl 7b
	cmpl %ecx, %esi
	je 7b
	ret
