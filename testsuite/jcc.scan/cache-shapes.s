# Instructions that differ only in a displacement or an immediate,
# which jcc-scan's cache keys by the bytes before them (scan/shape.c),
# next to forms whose decoding depends on those values and which it
# must therefore never take from the cache: the 32-bit lea padding
# NOP, immediates that become part of the mnemonic, xbegin.  Relative
# branches go backwards past address 0, where 32-bit targets wrap, and
# forwards; a padded branch carries prefixes.  Each form appears at
# least twice, so that the second comes from the cache if any does.
# Last, an undefined form that libopcodes decodes as one byte after
# reading three (0f a7 2f), before an instruction starting with the
# same byte (0f 32, rdmsr).
	.text
f:
	jmp .-0x10
	jmp .-0x20
	.byte 0xe9
	.long -0x100
	.byte 0xe9
	.long -0x200
	jne .-0x30
	call .-0x40
	.byte 0x0f, 0x84
	.long -0x300
	.byte 0x0f, 0x84
	.long 0x40
	lea 0x0(%esi), %esi
	lea 0x4(%esi), %esi
	lea 0x0(%esi), %esi
	.byte 0x8d, 0x74, 0x26, 0x00	# lea 0x0(%esi,%eiz,1),%esi
	.byte 0x8d, 0x74, 0x26, 0x08	# lea 0x8(%esi,%eiz,1),%esi
	cmpps $1, %xmm1, %xmm0
	cmpps $2, %xmm1, %xmm0
	cmpps $9, %xmm1, %xmm0
	cmpps $1, %xmm1, %xmm0
	pclmulqdq $0x00, %xmm1, %xmm0
	pclmulqdq $0x11, %xmm1, %xmm0
	pclmulqdq $0x05, %xmm1, %xmm0
	xbegin f
	xbegin g
	xabort $1
	xabort $2
	testb $1, (%ecx)
	testb $2, (%ecx)
	notb (%ecx)
	notb 4(%ecx)
	testl $0x10000, 8(%esp)
	testl $0x20000, 12(%esp)
	testw $1, 8(%esp)
	testw $2, 12(%esp)
	cmpl $1, 4(%ebp)
	cmpl $2, 8(%ebp)
	cmpl 4(%ebp), %eax
	cmpl 8(%ebp), %eax
	cmp $0x12345678, %eax
	cmp $0x12345679, %eax
	movl $1, (%eax)
	movl $2, 4(%eax)
	movw $1, (%eax)
	movw $2, 4(%eax)
	movb $1, %al
	movb $2, %al
	mov $0x1234, %ax
	mov $0x4321, %ax
	.ifndef X64
	pushl $0x10000
	pushl $0x20000
	.else
	pushq $0x10000
	pushq $0x20000
	.endif
	pushw $1
	pushw $2
	ret $8
	ret $16
	enter $8, $1
	enter $16, $2
	addl $1, %ds:4(%esp)
	addl $2, %ds:8(%esp)
	addl $1, %ds:4(%ebx)
	addl $2, %ds:8(%ebx)
	.byte 0x3e
	jne .+0x10
	.byte 0x3e
	jne .+0x20
	.byte 0x2e, 0x2e, 0x2e
	call .+0x40
	.byte 0x2e, 0x2e, 0x2e
	call .+0x80
	movzbl 0x10(%eax,%ebx,4), %ecx
	movzbl 0x20(%eax,%ebx,4), %ecx
	movl 0x12345678, %eax
	movl 0x12345679, %eax
	movl 0x1000(,%ecx,4), %eax
	movl 0x2000(,%ecx,4), %eax
	shldl $3, %eax, (%ebx)
	shldl $4, %eax, 4(%ebx)
	pshufd $1, %xmm0, %xmm1
	pshufd $2, %xmm0, %xmm1
	psrldq $4, %xmm0
	psrldq $8, %xmm0
	roundss $1, %xmm0, %xmm1
	roundss $2, %xmm0, %xmm1
	.ifdef X64
	movabs $0x123456789, %rax
	movabs $0x223456789, %rax
	mov $0x12345678, %rax
	mov $0x12345679, %rax
	testq $0x10000, 8(%rsp)
	testq $0x20000, 16(%rsp)
	cmpq $1, 0x10(%rip)
	cmpq $2, 0x20(%rip)
	movq 0x10(%rip), %rax
	movq 0x20(%rip), %rax
	vcmpps $1, %ymm1, %ymm2, %ymm0
	vcmpps $2, %ymm1, %ymm2, %ymm0
	vpshufd $1, %ymm0, %ymm1
	vpshufd $2, %ymm0, %ymm1
	vpclmulqdq $0x00, %xmm1, %xmm2, %xmm0
	vpclmulqdq $0x11, %xmm1, %xmm2, %xmm0
	vmovdqu 0x20(%rdi), %ymm0
	vmovdqu 0x40(%rdi), %ymm0
	vmovntdq %ymm0, 0x20(%rdi)
	vmovntdq %ymm0, 0x40(%rdi)
	movnti %eax, 4(%rdi)
	movnti %eax, 8(%rdi)
	lea 0x0(%rsi), %rsi
	lea 0x8(%rsi), %rsi
	lea 0x0(%rsi), %rsi
	.byte 0x66
	jmp .+0x10
	.byte 0x66
	jmp .+0x20
	.endif
	.byte 0x0f, 0xa7, 0x2f
	rdmsr
	.byte 0x0f, 0xa7, 0x2f
	rdmsr
g:
	jmp f
	jmp g
	ret
	# Keep the above out of the last 15 bytes, which are never cached.
	.rept 16
	nop
	.endr
