# The frag of the first instruction of a possible fused pair stays open
# after it, and a call, return or indirect branch that is not padded
# does not end its frag (patch 0043): whatever follows, the bytes are
# those of frags ended after each.  Each case starts 28 bytes into a
# 32-byte block, so that it crosses the boundary unless padded.
	.macro	block
	.p2align 5
	.rept	5
	movl	$0x11223344, %eax
	.endr
	movl	%eax, %edx
	cltd
	.endm

	.text
f:
	block
	# a pair: padded as one
	cmpl	%eax, %ebx
	jne	f
	block
	# no jump after it
	testl	%eax, %eax
	movl	%eax, %edx
	je	f
	block
	# a label between the halves
	cmpl	$1, %eax
.Lin:
	jb	f
	block
	# data between
	cmpl	$2, %eax
	.byte	0x3e
	jb	f
	block
	# another section between
	cmpl	$3, %eax
	.pushsection .data
	.long	1
	.popsection
	jb	f
	block
	# a code alignment between
	addl	$1, %eax
	.p2align 2
	jne	f
	block
	# a call after it
	subl	$1, %eax
	call	g
	block
	# an unconditional jump after it
	decl	%eax
	jmp	f
	block
	# a conditional jump it is not fused with
	incl	%eax
	jo	f
	block
	# two in a row, the second fused
	incl	%eax
	cmpl	%eax, %ebx
	jne	f
	block
	# a call
	call	g
	block
	# an indirect call
	call	*fp
	block
	# an indirect jump after a pair
	cmpl	%eax, %ebx
	jne	1f
	jmp	*fp
1:
	block
	# a return after a fusible instruction
	testl	%ecx, %ecx
	ret
g:
	testl	%eax, %eax		# the last instruction of the input
	.data
fp:
	.long	0
