# -malign-branch-prefix-placement=spread: padding prefixes go on the
# instructions nearest the branch first, one each in turn, and when
# they cannot make up all the padding, a NOP before the branch makes
# up the rest.  Each case starts on a 32-byte boundary; the fused
# cmp/jne pairs start at 0x19 and need 7 bytes of padding.
	.text
	.p2align 5
f:
	# Room for 4 x 5 prefixes: `first' puts 5 on the first mov and
	# 2 on the second; `spread' 1 on the first, 2 on each of the
	# others.
	movl $0x11223344, %eax
	movl $0x11223344, %ebx
	movl $0x11223344, %ecx
	movl $0x11223344, %edx
	.rept 5
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# Room for 5 prefixes only: `first' pads with a 7-byte NOP,
	# `spread' with 5 prefixes and a 2-byte NOP.
	.p2align 5
	movl $0x11223344, %eax
	.rept 20
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# Room for 1 prefix, 2 bytes of padding needed by the jne (rel32:
	# f is far), in the shadow of sti where no NOP may go: neither
	# placement pads.
	.p2align 5
	.align_branch 32, jcc+fused+jmp, 1
	movl $0x11223344, %eax
	.rept 24
	nop
	.endr
	sti
	jne f
	.align_branch 32, jcc+fused+jmp, 5

	# Enough room, on instructions of which some are long: a prefix
	# never makes an instruction longer than 15 bytes.
	.p2align 5
	movl $0x11223344, %eax
	.ifdef X64
	movabsq $0x1122334455667788, %rax
	movq $0x11223344, 0x11223344(%rax,%rbx,4)
	.else
	movl $0x11223344, %eax
	movl $0x11223344, 0x11223344(%eax,%ebx,4)
	.endif
	.rept 2
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f
	ret
