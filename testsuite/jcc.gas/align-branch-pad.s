# `.align_branch pad': a padding point.  The NOPs that the marked
# branches right after it need, which prefixes cannot make, go there
# instead, so that jumps to the label after it skip them.
	.text
	.align_branch 32, none
# A loop whose head is a run of one instruction before a fused pair,
# and a jcc right after the pair: with the lookahead, the run's
# prefixes move both, but they fall short; without the padding point,
# a NOP between `jl' and `je' runs on every iteration.
f:
	.fill	0xa, 1, 0x90
	test	%ebp, %ebp
	jg	.Lf2
	.align_branch pad
.Lf1:
	.align_branch mark, fused
.ifdef X64
	mov	0x10(%rsp), %ebp
.else
	mov	0x10(%esp), %ebp
.endif
	cmp	%esi, %ebp
	jl	.Lf2
	.align_branch mark, jcc
	je	.Lf2
	add	$1, %eax
	jmp	.Lf1
	.fill	0x80, 1, 0x90
.Lf2:
	ret

# A padding point before a code alignment, as GCC writes a loop's:
# the alignment takes whole multiples of 16 more, which keeps what it
# aligns, without -malign-branch-extend-alignment.
	.p2align 5
g:
	.fill	0x13, 1, 0x90
	jmp	.Lg2
	.align_branch pad
	.p2align 4,,10
	.p2align 3
.Lg1:
	.align_branch mark, fused
	test	$2, %bl
	je	.Lg2
	.align_branch mark, fused
	cmp	$0x7f, %esi
	ja	.Lg2
	add	$1, %eax
	jmp	.Lg1
.Lg2:
	ret

# No padding point between the halves of a fusible pair, nor in the
# shadow of `sti': the pad would split the pair, or take the place of
# the instruction meant to be there.
	.p2align 5
h:
	.fill	0x1b, 1, 0x90
	.align_branch mark, fused
	xor	%eax, %eax
	cmp	%esi, %edi
	.align_branch pad
	jne	.Lh1
	.fill	0x1a, 1, 0x90
	sti
	.align_branch pad
	.align_branch mark, jcc
	jne	.Lh1
.Lh1:
	ret

# Nothing after the padding point needs a NOP: it takes no bytes.
	.p2align 5
k:
	.fill	0x13, 1, 0x90
	jmp	.Lk2
	.align_branch pad
.Lk1:
	.align_branch mark, jmp
	add	$1, %eax
	jmp	.Lk1
.Lk2:
	ret
