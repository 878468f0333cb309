# `.+N' and `.-N' over bytes whose size relaxation chooses: a jump made
# long by the fence between it and its target, where it is short in
# the code as written (or short, where an alignment takes the bytes of
# a fence before it, but long in the code as written), and an
# alignment that adds fewer bytes than in the code as written.  Only
# after relaxation does gas know where such a `.+N' or `.-N' points
# in the code as written, and whether it points there: if not, it says
# so.  Each function has a section of its own, so that what comes
# before it does not matter.
	.macro load
	.ifdef X64
	movl (%rsi), %eax
	.else
	movl (%esi), %eax
	.endif
	.endm

	.section .text.back_long, "ax"
back_long:
	# The load's lfence makes the jne long: `.-3' points into it.
	nop
	jne 1f
	jmp .-3
	load
	.fill 123, 1, 0x90
1:
	ret

	.section .text.fwd_long, "ax"
fwd_long:
	# The same for the jmp that `.+4' counts.
	jne .+4
	jmp 1f
	load
	.fill 125, 1, 0x90
1:
	ret

	.section .text.back_short, "ax"
back_short:
	# The alignment takes the lfence's bytes: the jne is short here,
	# long in the code as written, where `.-2' points into it.
	load
	jne 1f
	jmp .-2
	.fill 100, 1, 0x90
	.p2align 4
	.fill 20, 1, 0x90
1:
	ret

	.section .text.back_align, "ax"
back_align:
	# The alignment takes the lfence's bytes: `.-14' points to the
	# second nop in the code as written, into the lfence here.
	load
	nop
	nop
	.p2align 4
	nop
	jmp .-14
	ret

	.section .text.fence_align, "ax"
fence_align:
	# The same, but `.-15' points to the first nop, and here to the
	# lfence right before it, which a jump there runs.
	load
	nop
	.p2align 4
	nop
	jmp .-15
	ret

	.section .text.long_anyway, "ax"
long_anyway:
	# Long with or without the fence: `.-7' points to the nop.
	nop
	jne 1f
	jmp .-7
	load
	.fill 200, 1, 0x90
1:
	ret

	.section .text.fwd_align, "ax"
fwd_align:
	# The alignment adds as many bytes as in the code as written: `.+9'
	# points to the ret, the lfence after it does not matter.
	jmp .+9
	.p2align 3
	nop
	ret
	load
	ret
