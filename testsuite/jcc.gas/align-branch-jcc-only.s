# A conditional jump that fuses with the compare before it, the pair
# across a 32-byte boundary, and no prefixes
# (-malign-branch-prefix-size=0): with jcc but not fused among the
# types, the jump is padded as a jump of its own, as GNU as 2.40 pads
# it, with a NOP between the two halves; with fused too, the pair moves
# as a whole.
	.text
f:
	.rept 5
	movl	$0x11223344, %eax
	.endr
	nop
	nop
	nop
	nop
	cmpl	%eax, %ebx
	jne	f
	ret
