# -mflush-fence=strict: SFENCE before and after every CLFLUSHOPT and
# CLWB, the byte idioms included (the fence goes before the 0x66);
# non-temporal stores are handled as with drain.
	.text
f:
	clwb line
	clflushopt line+64
	.byte 0x66
	clflush line
	.byte 0x66
	xsaveopt line+64
	movl $1, flag
	movntil %eax, line
	movl $1, flag
	clflush line
	ret

	.data
line:	.fill 128, 1, 0
flag:	.long 0
