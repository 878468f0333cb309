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

	.section .text.f,"ax"
nt_loop:
	# A weakly ordered store after the label is a store for the flush
	# that the jump back carries: the jump is fenced.
1:	movnti %eax, (%ecx)
	clwb (%edx)
	jb 1b
	ret

	.section .text.g,"ax"
tail_loop:
	# The label's code jumps to another function, which is entered
	# with no flush pending: the jump back is fenced.
1:	jmp other
	clwb (%ecx)
	jb 1b
	ret

	.section .text.h,"ax"
waits:
	# .La's code goes on at .Lc, not defined yet, and .Lb's at .La:
	# both wait for .Lc, whose code stores, so both are exposed, and
	# the jump back to .Lb is fenced.
.La:	jmp .Lc
.Lb:	jmp .La
.Lc:	movl %eax, (%edx)
	clwb (%ecx)
	jb .Lb
	ret

	.section .text.i,"ax"
waits_other_section:
	# The label's code goes on at a label that turns out to be in
	# another section, whose code stores: the jump back is fenced.
	jmp 2f
1:	jmp .Lcold2
2:	clwb (%ecx)
	jb 1b
	ret

	.section .text.unlikely,"ax"
.Lcold2:
	movl $1, (%eax)
	ret

	.section .text.j,"ax"
set_back:
	# A jump on to a symbol that is set to a place before the flush:
	# no label after it, a warning.
.Ls:	movl %eax, (%ecx)
	clwb (%ecx)
	jb .Lx
	ret
	.set .Lx, .Ls

	.section .text.k,"ax"
	.globl global_fn
	.type global_fn, @function
global_fn:
	sfence
	movl %eax, (%edx)
	ret
to_global:
	# A jump to a global function, which may be interposed, is a
	# call: fenced.
	clwb (%ecx)
	jmp global_fn
