# -mflush-fence=drain and jumps (patch 0050).  A label is where a flush
# is taken as pending if one came earlier in the section; a jump back
# to a label that came before any flush, with a flush pending, gets an
# sfence itself when a store may follow the label before any fence.
# A jump to another function is a call, and one to a label in another
# section cannot be fenced there: a warning.  Each case has a section
# of its own, which no flush came before.
	.section .text.a,"ax"
loop_store:
	# The store runs again after the flush: the jump back is fenced
	# (which splits the fused pair: correctness first).
1:	movl %eax, (%ecx)
	clwb (%ecx)
	addl $64, %ecx
	cmpl %edx, %ecx
	jb 1b
	ret

	.section .text.b,"ax"
loop_flush:
	# Nothing stores between the label and the flush: no fence in the
	# loop, one after it.
2:	clwb (%ecx)
	addl $64, %ecx
	cmpl %edx, %ecx
	jb 2b
	movl $1, (%eax)
	ret

	.section .text.c,"ax"
through:
	# The label reaches a store through a jump on to a label before
	# any flush: the jump back is fenced.
3:	testl %eax, %eax
	jne 4f
	jmp 5f
4:	movl $1, (%eax)
	ret
5:	clwb (%ecx)
	jmp 3b

	.section .text.d,"ax"
through_safe:
	# The jump on goes to a label after the flush, which takes it as
	# pending and fences its store: no fence in the loop.
6:	testl %eax, %eax
	jne 7f
	clwb (%ecx)
	jmp 6b
7:	movl $1, (%eax)
	ret

	.section .text.e,"ax"
tail:
	# A jump to another function: fenced as a call.
	clwb (%ecx)
	jmp other

cold_jump:
	# On to a label in another section: a warning.
	clwb (%ecx)
	jne .Lcold
	ret

	.section .text.unlikely,"ax"
.Lcold:
	movl $1, (%eax)
	ret
