# The instruction after the first half of a fusible pair ends its frag,
# so that a jcc further on is not taken for the other half.  A .skip
# between them starts a frag of its own, as frag_grow does when an
# obstack chunk runs out: the instruction after it must still end its
# frag, or the padding of the je goes before the test, as for a pair.
	.text
f:
	.rept 8
	.ifdef X64
	testq %rax, %rax
	.skip 3, 0x90
	movq %rax, (%r15)
	movq 8(%rsp), %r8
	movq %rax, %rsi
	.else
	testl %eax, %eax
	.skip 5, 0x90
	movl %eax, 0x4(%ebx)
	movl 8(%esp), %ecx
	movl %eax, 0x8(%esi)
	.endif
	je f
	.endr
	ret
