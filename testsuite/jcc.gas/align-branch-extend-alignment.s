# -malign-branch-extend-alignment: a code alignment takes whole
# multiples of its alignment more, up to the boundary, where the
# branches right after it would otherwise need NOPs.
	.text
# A chain of fused pairs right after an aligned label: without the
# option, a NOP between `je' and `cmp' would run on every iteration.
f:
	.fill	0x13, 1, 0x90
	jmp	.Lf2
	.p2align 3
.Lf1:
	test	$2, %bl
	je	.Lf2
	cmp	$0x7f, %esi
	ja	.Lf2
	cmp	$0xb, %esi
	jbe	.Lf2
	add	$1, %eax
	jmp	.Lf1
.Lf2:
	ret

# GCC's loop alignment, `.p2align 4,,10' (skipped here: it would take
# 11 bytes) and `.p2align 3': the second pads by multiples of 16, which
# keeps what the first one would have aligned.
	.p2align 5
g:
	.fill	0x13, 1, 0x90
	jmp	.Lg2
	.p2align 4,,10
	.p2align 3
.Lg1:
	test	$2, %bl
	je	.Lg2
	cmp	$0x7f, %esi
	ja	.Lg2
	add	$1, %eax
	jmp	.Lg1
.Lg2:
	ret

# A run too short for the padding: one prefix and a NOP without the
# option, none with it.
	.p2align 5
h:
	.fill	0x13, 1, 0x90
	jmp	.Lh2
	.p2align 3
.Lh1:
	addl	$100000, %ecx
	cmp	%esi, %edi
	jne	.Lh1
.Lh2:
	ret

# Nothing to pad after the alignment: it takes no more.
	.p2align 5
k:
	.fill	0x13, 1, 0x90
	jmp	.Lk2
	.p2align 3
.Lk1:
	add	$1, %eax
	jmp	.Lk1
.Lk2:
	ret
