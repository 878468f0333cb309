# -mflush-fence: subsections and section switches (patch 0050).  Each
# subsection has a flush state of its own, and the code of one runs on
# into the next only at its end, where a flush still pending gets a
# fence.  The byte idioms hold with another section's code between
# their halves.
	.text
f:
	clwb line
	.subsection 1
	# A locked instruction of another subsection orders nothing
	# here.
	lock orl $0, flag
	ret
	.subsection 0
	movl $1, flag
	clwb line
	addl $1, %eax

	.section .text.idiom,"ax"
g:
	.byte 0x66
	.pushsection .text.other,"ax"
	nop
	.popsection
	clflush line
	movl $1, flag
	.byte 0x66
	.subsection 1
	nop
	.subsection 0
	xsaveopt line
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
