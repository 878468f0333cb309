# Code alignments between the halves of a fusible pair, with
# -malign-code-with-prefixes and -malign-branch-extend-alignment (patch
# 0044): the alignment frag's extension never pads there, and the
# jump's own padding frag pads the pair, or the jump alone, as without
# the extension.  Before patch 0044 relaxation did not settle on case 1
# ("Infinite loop encountered whilst attempting to compute the
# addresses of symbols").
	.text
f:
# 1. The alignment adds no byte: the pair, with a jump to another file,
# would cross 0x20; NOPs split it and move the jump past the boundary.
	.rept	5
	movl	$0x11223344, %eax
	.endr
	addl	$1, %eax
	.p2align 2
	jne	ext
# 2. GCC's pair of alignments, which add bytes: the jump is alone.
	.p2align 6
	.rept	5
	movl	$0x11223344, %eax
	.endr
	cmpl	%eax, %ebx
	.p2align 4,,10
	.p2align 3
	je	f
# 3. An alignment and a label, which add no byte.
	.p2align 6
	.rept	5
	movl	$0x11223344, %eax
	.endr
	testl	%ecx, %ecx
	.p2align 1
.L1:
	jne	.L1
	ret
