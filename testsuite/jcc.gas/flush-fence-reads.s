# -mflush-fence=drain (patch 0053): an instruction whose last operand
# is memory but which only reads it is no store, and gets no sfence
# after a flush; the store after them does.  The x87 stores, CMPXCHG
# and CMPXCHG8B store; CMPccXADD is locked, and orders the flush.
	.text
f:
	clwb line
	mull line
	imulw line
	divb line
	idivl line
	flds line
	fiaddl line
	fcoml line
	fldcw line
	frstor line
	fldenv line
	ldmxcsr line
	vldmxcsr line
	fxrstor line
	xrstor line
	cmpsb
	ptwritel line
	cldemote line
	lgdt line
	lidt line
	lldt line
	ltr line
	lmsw line
	verr line
	verw line
	invlpg line
	vmptrld line
	.ifdef X64
	xlat %ds:(%rbx)
	.else
	xlat %ds:(%ebx)
	bound %eax, line
	.endif
	movl $1, line
	clwb line
	fstps line
	clwb line
	fnstcw line
	clwb line
	fisttpl line
	clwb line
	cmpxchg %ecx, line
	clwb line
	cmpxchg8b line
	.ifdef X64
	clwb line
	ldtilecfg line
	cmpbexadd %eax, %ecx, line
	movl $1, line
	.endif
	ret
