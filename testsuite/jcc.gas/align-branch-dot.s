# `.' in an instruction's operands is where the instruction starts:
# NOP padding and a fence that go before the instruction go before
# `.' too, and the instruction keeps the length it was written with
# (no prefixes, no longer encoding), which `jmp .+2', `call .+5' or
# `lea .+7(%rip), %rcx' count on.
	.macro popc
	.ifdef X64
	pop %rcx
	.else
	pop %ecx
	.endif
	.endm

	.macro flushc
	.ifdef X64
	clflushopt (%rcx)
	.else
	clflushopt (%ecx)
	.endif
	.endm

	.text
	.p2align 5
dot_jmp:
	.rept 15
	xchg %ax, %ax
	.endr
	# Ends on the boundary: padded, and still a jump to the ret.
	jmp .+2
	ret

	.p2align 5
dot_call:
	.rept 14
	xchg %ax, %ax
	.endr
	# Crosses the boundary: padded, and still a call of the pop.
	call .+5
	popc
	ret

	.p2align 5
dot_len:
	.rept 11
	xchg %ax, %ax
	.endr
	jmp 2f
2:
	# The only instruction before the jump that could take prefixes
	# takes none, since the expression counts its length: a NOP pads.
	movl $.+5, %ecx
	cld
	jmp 1f
1:
	ret

	.ifdef X64
	.p2align 5
dot_lea:
	.rept 11
	xchg %ax, %ax
	.endr
	jmp 2f
2:
	# Likewise.
	lea .+7(%rip), %rcx
	jmp 1f
1:
	ret
	.endif

	.p2align 5
dot_cmp:
	.rept 14
	xchg %ax, %ax
	.endr
	# The pair crosses the boundary; the cmp takes no prefix and no
	# NOP goes before it: prefixes before it move the pair.
	cmpl $., %eax
	je .+4
	ret
	ret

	.p2align 5
dot_fence:
	flushc
	# With -mflush-fence=drain an sfence goes before the call: still
	# a call of the pop.
	call .+5
	popc
	ret
