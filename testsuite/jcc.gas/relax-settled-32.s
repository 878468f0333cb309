# The same as relax-settled.s for 32-bit code (movl for movabsq).
	.text
	.p2align 4
L0:
	cmpl $6, %eax
	jne L5
	cmpl $39, %eax
	jne L4
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	jmp L5
	.p2align 4
L1:
	addl $55, %ecx
	movl $0x12345678, %eax
	jmp L1
	.p2align 4
L2:
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	jmp L9
	.p2align 4
L3:
	movl $0x12345678, %eax
	cmpl $34, %eax
	jne L8
	movl $0x12345678, %eax
	jmp L6
	.p2align 4
L4:
	addl $12, %ecx
	jmp L8
	.p2align 4
L5:
	addl $63, %ecx
	addl $76, %ecx
	jmp L10
	.p2align 4
L6:
	addl $31, %ecx
	movl $0x12345678, %eax
	jmp L7
	.p2align 4
L7:
	cmpl $18, %eax
	jne L7
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	jmp L11
	.p2align 4
L8:
	movl $0x12345678, %eax
	cmpl $62, %eax
	jne L12
	jmp L14
	.p2align 4
L9:
	cmpl $54, %eax
	jne L6
	jmp L10
	.p2align 4
L10:
	cmpl $85, %eax
	jne L10
	addl $10, %ecx
	jmp L11
	.p2align 4
L11:
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	jmp L18
	.p2align 4
L12:
	movl $0x12345678, %eax
	jmp L12
	.p2align 4
L13:
	cmpl $14, %eax
	jne L15
	jmp L17
	.p2align 4
L14:
	cmpl $94, %eax
	jne L14
	cmpl $26, %eax
	jne L14
	jmp L16
	.p2align 4
L15:
	movl $0x12345678, %eax
	addl $29, %ecx
	jmp L22
	.p2align 4
L16:
	addl $84, %ecx
	movl $0x12345678, %eax
	cmpl $96, %eax
	jne L21
	cmpl $84, %eax
	jne L21
	jmp L20
	.p2align 4
L17:
	addl $97, %ecx
	cmpl $100, %eax
	jne L21
	movl $0x12345678, %eax
	cmpl $41, %eax
	jne L21
	jmp L20
	.p2align 4
L18:
	cmpl $11, %eax
	jne L23
	cmpl $93, %eax
	jne L15
	cmpl $15, %eax
	jne L21
	jmp L23
	.p2align 4
L19:
	cmpl $48, %eax
	jne L17
	movl $0x12345678, %eax
	addl $29, %ecx
	movl $0x12345678, %eax
	jmp L20
	.p2align 4
L20:
	movl $0x12345678, %eax
	movl $0x12345678, %eax
	jmp L23
	.p2align 4
L21:
	addl $91, %ecx
	cmpl $34, %eax
	jne L21
	addl $56, %ecx
	jmp L22
	.p2align 4
L22:
	cmpl $8, %eax
	jne L22
	movl $0x12345678, %eax
	jmp L22
	.p2align 4
L23:
	movl $0x12345678, %eax
	addl $89, %ecx
	jmp L23
