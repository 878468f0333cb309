# A run of padding prefixes at the very start of a section: the
# leading BRANCH_PREFIX frag expects the padding frag at address 0,
# which gas once took for "no address".  The fused cmp/jne pair at 0x19
# needs 7 bytes of padding; the mov has room for 5 prefixes.
	.text
f:
	movl $0x11223344, %eax
	.rept 20
	nop
	.endr
	cmpl $0x11223344, %ebx
	jne f
	ret
