# loop, loope, loopne and jcxz, jecxz, jrcxz are conditional jumps (the
# SDM's Jcc page has the jcxz family): with jcc among the types they are
# padded like any other, and never as a fused pair, even after a test or
# a cmp.  Far returns and far indirect jumps and calls are padded with
# ret and indirect.  In each case below the branch starts START bytes
# before a 32-byte boundary: it ends on the boundary when START is its
# size, and crosses it when START is less.  The mov and ROOM - 2 nops
# before it can take prefixes.
	.text
	.macro	at_boundary insn, room, start
	.p2align 5
	.rept	32 - \room - \start
	nop
	.endr
	mov	%eax, %ebx
	.rept	\room - 2
	nop
	.endr
	\insn
	.endm

loops:
	at_boundary "loop 1f", 2, 2
1:	at_boundary "loope 1f", 3, 1
1:	at_boundary "loopne 1f", 2, 2
.ifdef X64
1:	at_boundary "jrcxz 1f", 3, 1
1:	at_boundary "jecxz 1f", 3, 3
1:	at_boundary "jecxz 1f", 2, 2
1:	at_boundary "test %eax, %eax; jecxz 1f", 2, 5
1:	at_boundary "test %eax, %eax; jrcxz 1f", 2, 3
.else
1:	at_boundary "jecxz 1f", 3, 1
1:	at_boundary "jcxz 1f", 3, 3
1:	at_boundary "jcxz 1f", 2, 2
1:	at_boundary "test %eax, %eax; jecxz 1f", 2, 4
1:	at_boundary "test %eax, %eax; jcxz 1f", 2, 4
.endif
1:	at_boundary "cmp %eax, %ecx; loop 1f", 5, 4
1:	at_boundary "dec %ecx; loopne 1f", 2, 3
1:	nop
far:
	at_boundary "lretl", 2, 1
	at_boundary "lretl $8", 4, 2
.ifdef X64
	at_boundary "ljmp *(%rax)", 2, 2
	at_boundary "lcall *8(%rax)", 4, 2
.else
	at_boundary "ljmp *(%eax)", 2, 2
	at_boundary "lcall *8(%eax)", 4, 2
.endif
	ret
