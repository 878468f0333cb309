# -malign-branch-lookahead moves a branch with the one before it only
# if fewer than 64 bytes of other instructions and data stand between
# them.  With marks, the instructions between share the frag of the
# second branch's padding, as its fixed part, and count all the same
# (as they do when line information gives each instruction a frag of
# its own: lineinfo.exp).
	.text
	.align_branch 32, none
f:
# 1. 62 bytes between: the run before the first pair also moves the
# second, off the boundary at 0x60.
	.nops 20
	.align_branch mark, fused
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	cmpl %ecx, %edx
	je 1f
	.rept 31
	movl %eax, %esi
	.endr
	.align_branch mark, fused
	cmpl %ecx, %esi
	je 1f
1:	ret
# 2. 64 bytes between: the second pair is out of reach and a NOP pads
# it.
	.p2align 6
	.nops 20
	.align_branch mark, fused
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	cmpl %ecx, %edx
	je 2f
	.rept 32
	movl %eax, %esi
	.endr
	.align_branch mark, fused
	cmpl %ecx, %esi
	je 2f
2:	ret
