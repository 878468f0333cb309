# Padding jcc-scan must recognise in 64-bit code: segment prefixes,
# which 64-bit mode ignores, more fs prefixes on an instruction with an
# fs override (as gas pads one), and the NOP forms; and prefixes that
# are not padding: fs, branch hints and notrack.
	.text
	.globl pad
	.type pad,@function
pad:
	cs mov %eax,%ebx		# 1 padding prefix
	.byte 0x2e,0x2e,0x3e
	mov (%rax),%ebx			# 3
	.byte 0x26
	add %eax,%ecx			# 1 (es)
	.byte 0x36
	add %eax,%ecx			# 1 (ss)
	.byte 0x64
	mov (%rax),%ebx			# fs is a real override
	nop				# NOP, 1 byte
	xchg %ax,%ax			# 2 bytes
	nopl (%rax)			# 3 bytes
	.byte 0x66,0x2e,0x0f,0x1f,0x84,0,0,0,0,0 # cs nopw 0x0(%rax,%rax,1): 10 bytes
	.byte 0x2e
	jne 1f				# a branch hint, not padding
1:	.byte 0x3e
	jmp *%rax			# notrack, not padding
	.byte 0x64,0x64
	mov (%rax),%ebx			# 1: the other fs is the override
	ret
	.size pad,.-pad
