# Relaxation in many passes (patch 0018): nested jumps across .p2align
# that grow over several passes, fused pairs and jumps to pad, backward
# jumps to frags that relaxation passes over once they have settled.
# Made by a small random generator (blocks of movabsq, cmpl/jne and addl
# ending in a jmp, each block aligned), seed 212, 24 blocks.
# With X64 undefined (32-bit), `big' is a movl of a constant instead.
	.text
	.macro	big imm
	.ifdef X64
	movabsq	\imm, %rax
	.else
	movl	$0x12345678, %eax
	.endif
	.endm
	.p2align 4
L0:
	cmpl $6, %eax
	jne L5
	cmpl $39, %eax
	jne L4
	big $0x1bed9086bb
	big $0x95c2fb3b02
	jmp L5
	.p2align 4
L1:
	addl $55, %ecx
	big $0x5e11e1872e
	jmp L1
	.p2align 4
L2:
	big $0x1d49d3eedc
	big $0x6753b81701
	jmp L9
	.p2align 4
L3:
	big $0xaa863f2dfe
	cmpl $34, %eax
	jne L8
	big $0xb7afca2d5a
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
	big $0xac3893eec6
	jmp L7
	.p2align 4
L7:
	cmpl $18, %eax
	jne L7
	big $0x19c3bdcb8f
	big $0xb7cdd8c917
	jmp L11
	.p2align 4
L8:
	big $0x5e228c4a3f
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
	big $0xd963ae5abc
	big $0xeadecb42c1
	big $0x8f5d7577ca
	jmp L18
	.p2align 4
L12:
	big $0xdd96f9bd02
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
	big $0x1a3774b3d4
	addl $29, %ecx
	jmp L22
	.p2align 4
L16:
	addl $84, %ecx
	big $0xac3d5aaa5a
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
	big $0x9709f848ae
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
	big $0xd2d55b4376
	addl $29, %ecx
	big $0x672a6bc10c
	jmp L20
	.p2align 4
L20:
	big $0xb2c158526d
	big $0xd0ff4e2ac5
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
	big $0x80809d7b14
	jmp L22
	.p2align 4
L23:
	big $0xd11feb0d8b
	addl $89, %ecx
	jmp L23
