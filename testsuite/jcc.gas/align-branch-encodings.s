# -malign-branch-long-encodings: when the prefixes that the
# instructions before a padded branch may take fall short, one of them
# takes a longer encoding (a 32-bit displacement or immediate) for the
# rest, instead of a NOP before the branch.  Each case starts on a
# 32-byte boundary with one instruction that may take prefixes, NOPs
# (which take none) up to 0x19, and a fused cmp/jne pair there, which
# needs 7 bytes of padding: 5 prefixes are not enough.
	.text
	.p2align 5
f:
	# An 8-bit displacement becomes a 32-bit one (3 bytes more) and
	# 4 prefixes make up the rest.
	.ifdef X64
	movl 0x10(%rax), %edx
	.else
	movl 0x10(%eax), %edx
	.endif
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# A negative one is sign-extended.
	.p2align 5
	.ifdef X64
	movl -0x10(%rbp), %edx
	.else
	movl -0x10(%ebp), %edx
	.endif
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# With a SIB byte.
	.p2align 5
	.ifdef X64
	movl 0x10(%rax,%rbx,4), %edx
	.else
	movl 0x10(%eax,%ebx,4), %edx
	.endif
	.rept 21
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# No displacement: a 32-bit one of 0 (4 bytes more), 3 prefixes.
	.p2align 5
	.ifdef X64
	movl (%rcx), %edx
	.else
	movl (%ecx), %edx
	.endif
	.rept 23
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# An ALU operation's 8-bit immediate becomes a 32-bit one.
	.p2align 5
	addl $-8, %edx
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# A 32-bit displacement already: 5 prefixes and a NOP (with
	# `spread').
	.p2align 5
	.ifdef X64
	movl 0x1000(%rax), %edx
	.else
	movl 0x1000(%eax), %edx
	.endif
	.rept 19
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f

	# Room for 1 prefix only, less than a longer encoding needs to
	# make every size up to it: the encoding stays, 1 prefix and a NOP
	# (with `spread').
	.p2align 5
	.align_branch 32, jcc+fused+jmp, 1
	.ifdef X64
	movl 0x10(%rax), %edx
	.else
	movl 0x10(%eax), %edx
	.endif
	.rept 22
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f
	.align_branch 32, jcc+fused+jmp, 5

	# Padding that prefixes alone make up keeps the encoding.
	.p2align 5
	.ifdef X64
	movl 0x10(%rax), %edx
	.else
	movl 0x10(%eax), %edx
	.endif
	.rept 24
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f
	ret
