# Prefixes that libopcodes decodes as an instruction of their own only
# because of the byte after them: a REX prefix before a legacy prefix
# (64-bit), fwait before an instruction that is not x87, a prefix run
# too long.  The same bytes then start ordinary instructions, which a
# cache keyed by bytes must not take for the lone prefixes.  The
# section ends in a truncated instruction.
	.text
f:
	.ifdef X64
	.byte 0x48, 0x66, 0x90
	movq %rax, %rdi
	.byte 0x41, 0xf3, 0x90
	movl %eax, %r8d
	.endif
	.byte 0x9b, 0x90
	fstcw (%esp)
	.byte 0x9b, 0x66, 0x90
	fwait
	fninit
	.byte 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66
	.byte 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x90
	xchg %ax, %ax
	.byte 0xf0, 0xf0, 0x90
	lock addl $1, (%esp)
	jne f
	ret
	.byte 0x8b
