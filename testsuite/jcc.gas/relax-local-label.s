# Jumps to local labels are relaxed to their short forms; jumps to an
# ifunc, even one named like a local label, or to a weak symbol keep
# their relocation.
	.text
	.type	ifn, @gnu_indirect_function
ifn:	ret
	.type	.Lifn, @gnu_indirect_function
.Lifn:	ret
	.weak	w
w:	ret
.Lhere:
	jmp	.Lhere
	jmp	.Lfwd
	jne	.Lfwd
	jmp	ifn
	jmp	.Lifn
	jmp	w
	jne	.Lifn
	call	.Lhere
.Lfwd:	ret
