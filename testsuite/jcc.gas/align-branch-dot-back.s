# `.-N' in an instruction's operands counts back in the code as
# written: the NOPs, prefixes and fences that the assembler puts
# between the instruction and where `.-N' points are not counted, and
# those that stand right before that place are run by a jump there.
# A local label where an instruction starts is `.' for it.  A jump in
# between that relaxation may make long counts with the size it ends
# up with, as GNU as counts it, and nothing between it and the place is
# padded; one long from the start counts long.
	.macro flushc
	.ifdef X64
	clflushopt (%rcx)
	.else
	clflushopt (%ecx)
	.endif
	.endm

	.macro storec
	.ifdef X64
	movl %eax, (%rcx)
	.else
	movl %eax, (%ecx)
	.endif
	.endm

	.text
	.p2align 5
back_jmp:
	.rept 14
	xchg %ax, %ax
	.endr
	pause
	# Ends on the boundary: padded, and still a jump to the pause.
	jmp .-2
	ret

	.p2align 5
back_fused:
	.rept 13
	xchg %ax, %ax
	.endr
	movl %eax, %edx
	# The pair ends on the boundary: padded before the cmp, and the
	# jump still goes to the mov.
	cmpl %eax, %ebx
	jne .-4
	ret

	.p2align 5
back_fence:
	flushc
	movl $2, %ecx
	addl $5, %eax
	# With -mflush-fence=drain an sfence goes before the store: the
	# jump still goes to the add.
	storec
	subl $1, %ecx
	jne .-8
	ret

	.p2align 5
back_far:
	# Back over a padded jump and a relaxable one: only relaxation
	# knows the size of the relaxable one, and with it where `.-8'
	# points, so nothing before it is padded (the pair it ends stays
	# across the boundary), and it counts as GNU as counts it.  A flush
	# may be pending (back_fence's): with -mflush-fence=drain the jump
	# back to a place not known to meet a fence first gets an sfence,
	# the jump on to a label of the section none.
	.rept 11
	xchg %ax, %ax
	.endr
	xorl %edx, %edx
	addl $3, %eax
	xorl $1, %edx
	je 1f
	jmp .-8
1:
	ret

	.p2align 5
back_long:
	.rept 13
	xchg %ax, %ax
	.endr
	# Back over a jump that relaxation makes long: GNU as counts its
	# long form, and no NOP goes before the pair it ends: to the add.
	addl $3, %eax
	jne far_away
	jmp .-9
	ret

	.p2align 5
label_fwd:
	.rept 15
	xchg %ax, %ax
	.endr
	# A local label where the jump starts, with an offset, is `.':
	# still a jump to the ret.
1:	jmp 1b+2
	ret

	.p2align 5
back_disp32:
	.rept 13
	xchg %ax, %ax
	.endr
	# Back over a jump that is long from the start: it counts with its
	# long form; to the nop.
	cld
	nop
	{disp32} jmp 1f
	jmp .-6
1:	ret

	.fill 200, 1, 0xcc
far_away:
	nop
