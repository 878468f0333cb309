# -malign-branch-nops-before-labels: a label right before a branch or
# fused pair padded with a NOP goes after the NOP, so that jumps to it
# skip the NOP; when the instruction before is a jump, the NOP is never
# executed.  Each case puts the padded branch near byte 30 of a
# 32-byte block (.fill would be data, after which gas does not pad
# the branch, so single-byte NOPs fill).
	.text
	.p2align 5
f:
	# A loop head after a jump: fused cmp/jne at 0x1d.
	.rept 27
	nop
	.endr
	jmp 2f
1:
.Lhead:
	cmp %eax, %ebx
	jne .Lhead
	jmp 1b

	# A jmp after a label: padded with a NOP, the label goes after it.
	.p2align 5
2:	.rept 30
	nop
	.endr
.Ljmp:
	jmp .Ljmp

	# A label before another instruction: it stays there.
	.p2align 5
	.rept 29
	nop
	.endr
.Lbefore:
	nop
	jmp .Lbefore

	# A cmp that fuses with no jcc, whose padding frag becomes prefixes
	# for the jne after it: the label stays on the first prefix.
	.p2align 5
	.rept 26
	nop
	.endr
.Lprefix:
	cmp %eax, %ebx
	movl %eax, %ecx
	jne .Lprefix
	ret
