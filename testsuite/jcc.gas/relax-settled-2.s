# Relaxation in many passes (patch 0018), with branch padding: a run
# whose branch has not settled must be relaxed again even where the
# frags around it have (a padding frag taken as settled there makes gas
# stop with an internal error).  Made by the generator of
# relax-settled.s, seed 48, 16 blocks.
	.text
	.p2align 4
L0:
	movabsq $0x98b627ef1d, %rax
	movabsq $0x91f03615cb, %rax
	movabsq $0x7fc3117314, %rax
	jmp L2
	.p2align 4
L1:
	addl $85, %ecx
	movabsq $0x48a6399a75, %rax
	jmp L4
	.p2align 4
L2:
	cmpl $4, %eax
	jne L1
	cmpl $17, %eax
	jne L7
	jmp L4
	.p2align 4
L3:
	movabsq $0x5a8c52c215, %rax
	addl $90, %ecx
	jmp L8
	.p2align 4
L4:
	addl $35, %ecx
	jmp L8
	.p2align 4
L5:
	addl $74, %ecx
	jmp L9
	.p2align 4
L6:
	cmpl $56, %eax
	jne L5
	movabsq $0xe0cb8463c5, %rax
	jmp L10
	.p2align 4
L7:
	cmpl $37, %eax
	jne L8
	jmp L14
	.p2align 4
L8:
	addl $29, %ecx
	jmp L10
	.p2align 4
L9:
	cmpl $85, %eax
	jne L11
	addl $15, %ecx
	addl $48, %ecx
	jmp L12
	.p2align 4
L10:
	addl $1, %ecx
	addl $88, %ecx
	cmpl $61, %eax
	jne L13
	cmpl $20, %eax
	jne L12
	jmp L11
	.p2align 4
L11:
	cmpl $92, %eax
	jne L11
	addl $74, %ecx
	movabsq $0x3827b815cb, %rax
	movabsq $0xb7d3a506b4, %rax
	jmp L15
	.p2align 4
L12:
	cmpl $71, %eax
	jne L12
	cmpl $99, %eax
	jne L14
	addl $2, %ecx
	addl $68, %ecx
	jmp L14
	.p2align 4
L13:
	cmpl $4, %eax
	jne L10
	jmp L15
	.p2align 4
L14:
	cmpl $43, %eax
	jne L13
	jmp L14
	.p2align 4
L15:
	cmpl $57, %eax
	jne L12
	addl $75, %ecx
	movabsq $0x4728e2ba78, %rax
	addl $10, %ecx
	jmp L15
