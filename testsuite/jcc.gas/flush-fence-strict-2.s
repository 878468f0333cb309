# -mflush-fence=strict (patch 0050): data16 CLFLUSH and XSAVEOPT are
# CLFLUSHOPT and CLWB; the 0x66 of the byte idiom is moved after the
# fence before the flush even with another section's code between
# them, but not with a label on the flush: a jump there runs CLFLUSH,
# which needs no fence, and the label must stay on it.
	.text
f:
	data16 clflush line
	data16 xsaveopt line
	.byte 0x66
	.pushsection .text.other,"ax"
	nop
	.popsection
	clflush line
	jmp 1f
	.byte 0x66
1:	clflush line
	ret

	.data
line:	.fill 64, 1, 0
