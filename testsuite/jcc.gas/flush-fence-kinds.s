# -mflush-fence=drain: the stores, calls and returns that are not
# written as a store to a memory operand, the weakly ordered stores
# besides MOVNT*, and the forms of CLFLUSHOPT and CLWB that patch 0007
# missed (patch 0050).  Each store below follows a flush and gets an
# sfence, unless something orders the flush first.
	.macro regmem insn, reg
	.ifdef X64
	\insn line, %r\reg
	.else
	\insn line, %e\reg
	.endif
	.endm

	.text
f:
	# Pushes and ENTER store to the stack.
	clwb line
	pushf
	clwb line
	push %fs
	clwb line
	enter $16, $0
	# INS stores, its operands written or not.
	clwb line
	rep insb
	# ENQCMD and ENQCMDS store to the address in their register
	# operand.
	clwb line
	regmem enqcmd, dx
	clwb line
	regmem enqcmds, dx
	# Software interrupts and system calls leave for other code, and
	# so does IRET.
	clwb line
	int3
	clwb line
	int $0x80
	clwb line
	syscall
	clwb line
	iretl
	# MOVDIRI, MOVDIR64B and CLZERO store weakly ordered, as MOVNT*
	# does: the next store waits for them.
	movdiri %eax, line
	movl $1, flag
	regmem movdir64b, dx
	movl $1, flag
	clzero
	movl $1, flag
	# data16 CLFLUSH is CLFLUSHOPT and data16 XSAVEOPT is CLWB.
	data16 clflush line
	movl $1, flag
	data16 xsaveopt line
	movl $1, flag
	# A direct jump is no store: the fused pair stays whole, and the
	# label it jumps to takes the flush as pending.
	clwb line
	cmpl $0, flag
	jne 1f
	addl $1, %eax
1:	movl %eax, flag
	# The flush is ordered before STI: no fence can go into its
	# shadow.
	clwb line
	sti
	movl $1, flag
	.ifndef X64
	clwb line
	pusha
	clwb line
	push %ds
	# Outside 64-bit mode gas writes MOV from %cr8 with a LOCK
	# prefix, which makes it no locked instruction.
	clwb line
	movl %cr8, %eax
	movl $1, flag
	.endif
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
