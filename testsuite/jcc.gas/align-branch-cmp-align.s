# Code alignments between a compare and its conditional jump, as GCC
# writes them for -mtune=k8 (`.p2align 4,,N', which keeps at most three
# jumps in a 16-byte window).  The two are macro-fused when the
# alignments add no byte, and then the pair must cross no boundary: one
# byte of padding before the jump splits it.  When the alignments add
# bytes, the jump is alone.  With MARKS, the jumps are marked, the mark
# after the alignment or before it (GNU as 2.40, and jcc-as before patch
# 0030, padded the jump as if alone, and left the pair of case 1 across
# the boundary at 0x20; with the marks, jcc-as warned that the mark came
# between the two halves of a fusible pair and did not pad at all).
	.macro mark
	.ifdef MARKS
	.align_branch mark, jcc
	.endif
	.endm
	.text
	.ifdef MARKS
	.align_branch 32, none
	.endif
f:
# 1. The alignment adds no byte: the pair would cross 0x20.  A NOP
# splits it.
	.nops 30
	cmpl %ecx, %edx
	.p2align 4,,2
	mark
	jne f
	ret
# 2. The alignment adds one byte: the jump at 0x60 is alone.
	.p2align 6
	.nops 29
	cmpl %ecx, %edx
	.p2align 4,,2
	mark
	jne f
	ret
# 3. The alignment would take more than 2 bytes and adds none: the pair
# would cross 0xa0 inside the compare.  A NOP splits it.
	.p2align 6
	.nops 31
	cmpl %ecx, %edx
	.p2align 4,,2
	mark
	jne f
	ret
# 4. As 1, with the mark before the alignment.
	.p2align 6
	.nops 30
	cmpl %ecx, %edx
	mark
	.p2align 4,,2
	jne f
	ret
# 5. Two alignments, which add no byte: as 1.
	.p2align 6
	.nops 30
	testl %ecx, %edx
	.p2align 4,,2
	.p2align 3,,1
	mark
	je f
	ret
# 6. An instruction that is not fused with a jump: nothing to split.
	.p2align 6
	.nops 30
	movl %ecx, %edx
	.p2align 4,,2
	mark
	jne f
	ret
