# Code alignments between a compare and its conditional jump when only
# fused pairs are padded (-malign-branch=fused): the jump is padded when
# the alignments add no byte and the pair would cross or end on the
# boundary (a NOP splits it), and not when they add bytes, whatever the
# jump alone does.  Before patch 0032, only -malign-branch=jcc padded
# such a jump: cases 1 and 3 were left across the boundary.
	.text
f:
# 1. The alignment adds no byte: the pair would cross 0x20.
	.nops 30
	cmpl %ecx, %edx
	.p2align 4,,2
	jne f
	ret
# 2. The alignment adds a byte: the jump alone crosses 0x60, which
# -malign-branch=fused leaves (-malign-branch=jcc pads it).
	.p2align 6
	.nops 25
	cmpl %ecx, %edx
	.p2align 2,,3
	jne g
	ret
# 3. The alignment adds no byte: the compare crosses 0xa0.
	.p2align 6
	.nops 31
	cmpl %ecx, %edx
	.p2align 4,,2
	jne f
	ret
