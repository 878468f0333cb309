# Every form of branch that jcc-scan counts, each starting at each of
# the 32 offsets from a 32-byte boundary, after 32 or more one-byte NOPs
# that can take prefixes: assembled with every kind of branch padded,
# none may be left on the boundary (branch-forms-{32,64}.d).  Assembled
# with --defsym X64=1 for 64-bit code.
	.text
	.macro	at_offsets first:req, second
	.irp	k, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	.p2align 5
	.rept	32 + \k
	nop
	.endr
	\first
	\second
1:	nop
	.endr
	.endm

# The 64-bit form or the 32-bit one, of one instruction or two.
	.macro	ax_form first64:req, first32:req, second
	.ifdef	X64
	at_offsets "\first64", "\second"
	.else
	at_offsets "\first32", "\second"
	.endif
	.endm

conditional:
	at_offsets "jne 1f"
	at_offsets "jne.d32 1f"
	at_offsets "loop 1f"
	at_offsets "loope 1f"
	at_offsets "loopne 1f"
	at_offsets "jecxz 1f"
	ax_form "jrcxz 1f", "jcxz 1f"
fused:
	at_offsets "cmp %eax, %ebx", "jne 1f"
	at_offsets "test $1, %al", "je 1f"
	at_offsets "inc %ecx", "jne 1f"
	at_offsets "dec %ecx", "jg 1f"
	at_offsets "and %eax, %ebx", "jz 1f"
	at_offsets "add $3, %eax", "jc 1f"
	ax_form "sub (%rsi), %eax", "sub (%esi), %eax", "jb 1f"
	ax_form "cmpl $5, (%rsi)", "cmpl $5, (%esi)", "je 1f"
	ax_form "cmp %eax, x(%rip)", "cmp %eax, x", "je 1f"
	at_offsets "test %eax, %eax", "jecxz 1f"
unconditional:
	at_offsets "jmp 1f"
	at_offsets "jmp.d32 1f"
	at_offsets "bnd jmp 1f"
calls:
	at_offsets "call 1f"
	ax_form "call *%rax", "call *%eax"
	ax_form "call *8(%rax,%rbx,4)", "call *8(%eax,%ebx,4)"
	ax_form "notrack call *%rax", "notrack call *%eax"
	ax_form "bnd call *%rax", "bnd call *%eax"
	ax_form "lcall *(%rax)", "lcall *(%eax)"
returns:
	at_offsets "ret"
	at_offsets "ret $8"
	at_offsets "bnd ret"
	at_offsets "lretl"
	at_offsets "lretl $8"
	at_offsets "ret", "int3"
indirect:
	ax_form "jmp *%rax", "jmp *%eax"
	ax_form "jmp *(%rax)", "jmp *(%eax)"
	ax_form "notrack jmp *%rax", "notrack jmp *%eax"
	ax_form "ljmp *(%rax)", "ljmp *(%eax)"
	at_offsets "jmp *%gs:8"
	ret
	.data
x:	.long 0

