# A section is relaxed again in each round of relax_seg unless all its
# frags' sizes depend only on each other (patch 0025).  Here an
# ALIGN_PADDING frag (-malign-branch-extend-alignment) after the first
# alignment pads the jumps after it, and its padding changes in the
# last pass of the first round, where nothing it was found to depend
# on had: taking the section as settled then leaves the third jump
# ending on the boundary at 0x20.  Made by a small random generator of
# GCC-like functions (seed 27), reduced to the lines that keep the
# difference.
	.include	"relax-macros.inc"

	.text
	ret
	.p2align 4
	jne	L206
	jmp	L206
	jmp	L205
	testl	%eax, %eax
	store
	store
	je	L204
	big
	je	L205
	addl	$0x12345, %ecx
	movl	$1, %eax
	store
	lea8
	testl	%eax, %eax
	je	L205
	big
	store
	.p2align 4,,10
	big
	addl	$0x12345, %ecx
	je	L202
	.p2align 4,,10
L205:
