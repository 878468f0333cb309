# Jumps to local labels that a GOTOFF reference (a PIC jump table)
# also names.  as 2.40 makes a jump's target a full symbol when it
# first relaxes the jump, in the order of the jumps; the others become
# full symbols when their relocations are written.  The symbol table
# follows that order.
	.text
f:
	ja	.L3
	jmp	.L1
	jne	.L3
	.section .text.g,"ax",@progbits
g:
	je	.L5
	ret
	.section .rodata
	.ifdef W64
	.quad	.L9@GOTOFF
	.quad	.L1@GOTOFF
	.quad	.L5@GOTOFF
	.quad	.L3@GOTOFF
	.else
	.long	.L9@GOTOFF
	.long	.L1@GOTOFF
	.long	.L5@GOTOFF
	.long	.L3@GOTOFF
	.endif
	.text
.L1:	ret
.L9:	ret
.L3:	ret
	.section .text.g,"ax",@progbits
.L5:	ret
