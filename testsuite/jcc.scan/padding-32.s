# Padding jcc-scan must recognise in 32-bit code: a segment prefix is
# padding when nothing uses it or it names the default segment (ds, or
# ss for an %esp or %ebp base), or when another prefix of the same
# segment is the override (gas pads an instruction that has one with
# more of the same); the NOP forms, including lea.
	.text
	.globl pad
	.type pad,@function
pad:
	.byte 0x3e
	mov (%eax),%ebx			# ds, the default: padding
	.byte 0x36
	mov (%esp),%ebx			# ss with %esp: padding
	.byte 0x36
	mov 4(%ebp),%ebx		# ss with %ebp: padding
	.byte 0x36
	mov (%eax),%ebx			# ss with %eax: a real override
	.byte 0x3e
	mov (%esp),%ebx			# ds with %esp: a real override
	.byte 0x2e
	mov (%eax),%ebx			# cs: a real override
	.byte 0x3e
	mov %eax,%ebx			# no memory operand: padding
	nop				# NOP, 1 byte
	xchg %ax,%ax			# 2 bytes
	.byte 0x8d,0xb4,0x26,0,0,0,0	# lea 0x0(%esi,%eiz,1),%esi: 7 bytes
	.byte 0x8d,0x76,0x00		# lea 0x0(%esi),%esi: 3 bytes
	.byte 0x65,0x65,0x65
	mov (%eax),%ebx			# 2: the third gs is the override
	.byte 0x2e,0x2e
	mov (%eax),%ebx			# 1: the other cs is the override
	ret
	.size pad,.-pad
