# Compiler-like code for the cross-check with gas's -mbranches-within-32B-boundaries:
# straight-line instructions gas can pad with prefixes, then a branch.
# Assembled with --defsym X64=1 for 64-bit code.
	.text
	.p2align 4
	.globl f0
	.type f0,@function
f0:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	.else
	movl $0x12345678,16(%esp)
	.endif
	test %eax,%eax
	je .L0
.L0:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	shl $3,%r8
	mov %eax,%ebx
	.else
	movl $0x12345678,16(%esp)
	shl $3,%ebp
	mov %eax,%ebx
	.endif
	call f1
.L1:
	.ifdef X64
	add $1,%ecx
	.else
	add $1,%ecx
	.endif
	jmp .L2
.L2:
	.ifdef X64
	mov %eax,%ebx
	movq $7,(%rdi)
	shl $3,%r8
	.else
	mov %eax,%ebx
	movl $7,(%edi)
	shl $3,%ebp
	.endif
	jmp .L3
.L3:
	.ifdef X64
	movq $7,(%rdi)
	.else
	movl $7,(%edi)
	.endif
	ret
.L4:
	.ifdef X64
	movq $7,(%rdi)
	mov %eax,%ebx
	.else
	movl $7,(%edi)
	mov %eax,%ebx
	.endif
	jb .L5
.L5:
	.ifdef X64
	xor %edx,%edx
	movl $0x12345678,16(%rsp)
	.else
	xor %edx,%edx
	movl $0x12345678,16(%esp)
	.endif
	jb .L6
.L6:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	cmp %eax,%ebx
	jne .L7
.L7:
	.ifdef X64
	movq $7,(%rdi)
	.else
	movl $7,(%edi)
	.endif
	cmp %eax,%ebx
	jne .L8
.L8:
	.ifdef X64
	shl $3,%r8
	mov %eax,%ebx
	.else
	shl $3,%ebp
	mov %eax,%ebx
	.endif
	jb .L9
.L9:
	ret
	.size f0,.-f0
	.p2align 4
	.globl f1
	.type f1,@function
f1:
	.ifdef X64
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L10
.L10:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	lea 8(%rsi),%rdi
	shl $3,%r8
	.else
	movl $0x12345678,16(%esp)
	lea 8(%esi),%edi
	shl $3,%ebp
	.endif
	jmp .L11
.L11:
	.ifdef X64
	lea 8(%rsi),%rdi
	movq $7,(%rdi)
	xor %edx,%edx
	add $1,%ecx
	.else
	lea 8(%esi),%edi
	movl $7,(%edi)
	xor %edx,%edx
	add $1,%ecx
	.endif
	ret
.L12:
	.ifdef X64
	xor %edx,%edx
	.else
	xor %edx,%edx
	.endif
	test %eax,%eax
	je .L13
.L13:
	.ifdef X64
	imul %ecx,%eax
	add $1,%ecx
	movl $0x12345678,16(%rsp)
	.else
	imul %ecx,%eax
	add $1,%ecx
	movl $0x12345678,16(%esp)
	.endif
	call f2
.L14:
	.ifdef X64
	xor %edx,%edx
	mov 24(%rsp),%rax
	add $1,%ecx
	shl $3,%r8
	.else
	xor %edx,%edx
	mov 24(%esp),%eax
	add $1,%ecx
	shl $3,%ebp
	.endif
	cmp %eax,%ebx
	jne .L15
.L15:
	.ifdef X64
	shl $3,%r8
	lea 8(%rsi),%rdi
	.else
	shl $3,%ebp
	lea 8(%esi),%edi
	.endif
	call f2
.L16:
	.ifdef X64
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	.endif
	test %eax,%eax
	je .L17
.L17:
	.ifdef X64
	mov %eax,%ebx
	movq $7,(%rdi)
	xor %edx,%edx
	.else
	mov %eax,%ebx
	movl $7,(%edi)
	xor %edx,%edx
	.endif
	test %eax,%eax
	je .L18
.L18:
	.ifdef X64
	mov %eax,%ebx
	movl $0x12345678,16(%rsp)
	mov %eax,%ebx
	shl $3,%r8
	.else
	mov %eax,%ebx
	movl $0x12345678,16(%esp)
	mov %eax,%ebx
	shl $3,%ebp
	.endif
	cmp %eax,%ebx
	jne .L19
.L19:
	ret
	.size f1,.-f1
	.p2align 4
	.globl f2
	.type f2,@function
f2:
	.ifdef X64
	imul %ecx,%eax
	shl $3,%r8
	shl $3,%r8
	.else
	imul %ecx,%eax
	shl $3,%ebp
	shl $3,%ebp
	.endif
	ret
.L20:
	.ifdef X64
	imul %ecx,%eax
	movq $7,(%rdi)
	.else
	imul %ecx,%eax
	movl $7,(%edi)
	.endif
	dec %ecx
	jg .L21
.L21:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	mov 24(%rsp),%rax
	.else
	movl $0x12345678,16(%esp)
	mov 24(%esp),%eax
	.endif
	jb .L22
.L22:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	movq $7,(%rdi)
	lea 8(%rsi),%rdi
	.else
	movl $0x12345678,16(%esp)
	movl $7,(%edi)
	lea 8(%esi),%edi
	.endif
	dec %ecx
	jg .L23
.L23:
	.ifdef X64
	imul %ecx,%eax
	lea 8(%rsi),%rdi
	movl $0x12345678,16(%rsp)
	.else
	imul %ecx,%eax
	lea 8(%esi),%edi
	movl $0x12345678,16(%esp)
	.endif
	cmp %eax,%ebx
	jne .L24
.L24:
	.ifdef X64
	mov %eax,%ebx
	add $1,%ecx
	mov %eax,%ebx
	lea 8(%rsi),%rdi
	.else
	mov %eax,%ebx
	add $1,%ecx
	mov %eax,%ebx
	lea 8(%esi),%edi
	.endif
	ret
.L25:
	.ifdef X64
	mov 24(%rsp),%rax
	movl $0x12345678,16(%rsp)
	shl $3,%r8
	.else
	mov 24(%esp),%eax
	movl $0x12345678,16(%esp)
	shl $3,%ebp
	.endif
	jb .L26
.L26:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	jb .L27
.L27:
	.ifdef X64
	imul %ecx,%eax
	xor %edx,%edx
	.else
	imul %ecx,%eax
	xor %edx,%edx
	.endif
	cmp %eax,%ebx
	jne .L28
.L28:
	.ifdef X64
	lea 8(%rsi),%rdi
	xor %edx,%edx
	.else
	lea 8(%esi),%edi
	xor %edx,%edx
	.endif
	jb .L29
.L29:
	ret
	.size f2,.-f2
	.p2align 4
	.globl f3
	.type f3,@function
f3:
	.ifdef X64
	mov 24(%rsp),%rax
	add $1,%ecx
	mov %eax,%ebx
	.else
	mov 24(%esp),%eax
	add $1,%ecx
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L30
.L30:
	.ifdef X64
	mov %eax,%ebx
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L31
.L31:
	.ifdef X64
	movq $7,(%rdi)
	imul %ecx,%eax
	.else
	movl $7,(%edi)
	imul %ecx,%eax
	.endif
	jb .L32
.L32:
	.ifdef X64
	add $1,%ecx
	mov 24(%rsp),%rax
	.else
	add $1,%ecx
	mov 24(%esp),%eax
	.endif
	jmp .L33
.L33:
	.ifdef X64
	lea 8(%rsi),%rdi
	movl $0x12345678,16(%rsp)
	.else
	lea 8(%esi),%edi
	movl $0x12345678,16(%esp)
	.endif
	dec %ecx
	jg .L34
.L34:
	.ifdef X64
	mov %eax,%ebx
	shl $3,%r8
	mov %eax,%ebx
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	shl $3,%ebp
	mov %eax,%ebx
	mov %eax,%ebx
	.endif
	jb .L35
.L35:
	.ifdef X64
	mov %eax,%ebx
	movq $7,(%rdi)
	add $1,%ecx
	.else
	mov %eax,%ebx
	movl $7,(%edi)
	add $1,%ecx
	.endif
	test %eax,%eax
	je .L36
.L36:
	.ifdef X64
	add $1,%ecx
	add $1,%ecx
	movq $7,(%rdi)
	.else
	add $1,%ecx
	add $1,%ecx
	movl $7,(%edi)
	.endif
	test %eax,%eax
	je .L37
.L37:
	.ifdef X64
	add $1,%ecx
	xor %edx,%edx
	lea 8(%rsi),%rdi
	.else
	add $1,%ecx
	xor %edx,%edx
	lea 8(%esi),%edi
	.endif
	test %eax,%eax
	je .L38
.L38:
	.ifdef X64
	add $1,%ecx
	.else
	add $1,%ecx
	.endif
	test %eax,%eax
	je .L39
.L39:
	ret
	.size f3,.-f3
	.p2align 4
	.globl f4
	.type f4,@function
f4:
	.ifdef X64
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	.endif
	test %eax,%eax
	je .L40
.L40:
	.ifdef X64
	imul %ecx,%eax
	movq $7,(%rdi)
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	movl $7,(%edi)
	imul %ecx,%eax
	.endif
	test %eax,%eax
	je .L41
.L41:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	cmp %eax,%ebx
	jne .L42
.L42:
	.ifdef X64
	movq $7,(%rdi)
	.else
	movl $7,(%edi)
	.endif
	dec %ecx
	jg .L43
.L43:
	.ifdef X64
	lea 8(%rsi),%rdi
	.else
	lea 8(%esi),%edi
	.endif
	cmp %eax,%ebx
	jne .L44
.L44:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	.else
	movl $0x12345678,16(%esp)
	.endif
	jb .L45
.L45:
	.ifdef X64
	mov %eax,%ebx
	movq $7,(%rdi)
	lea 8(%rsi),%rdi
	shl $3,%r8
	.else
	mov %eax,%ebx
	movl $7,(%edi)
	lea 8(%esi),%edi
	shl $3,%ebp
	.endif
	jmp .L46
.L46:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	xor %edx,%edx
	.else
	movl $0x12345678,16(%esp)
	xor %edx,%edx
	.endif
	cmp %eax,%ebx
	jne .L47
.L47:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	mov %eax,%ebx
	imul %ecx,%eax
	shl $3,%r8
	.else
	movl $0x12345678,16(%esp)
	mov %eax,%ebx
	imul %ecx,%eax
	shl $3,%ebp
	.endif
	dec %ecx
	jg .L48
.L48:
	.ifdef X64
	lea 8(%rsi),%rdi
	movl $0x12345678,16(%rsp)
	shl $3,%r8
	.else
	lea 8(%esi),%edi
	movl $0x12345678,16(%esp)
	shl $3,%ebp
	.endif
	jmp .L49
.L49:
	ret
	.size f4,.-f4
	.p2align 4
	.globl f5
	.type f5,@function
f5:
	.ifdef X64
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L50
.L50:
	.ifdef X64
	shl $3,%r8
	lea 8(%rsi),%rdi
	xor %edx,%edx
	.else
	shl $3,%ebp
	lea 8(%esi),%edi
	xor %edx,%edx
	.endif
	jmp .L51
.L51:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	mov %eax,%ebx
	shl $3,%r8
	.else
	movl $0x12345678,16(%esp)
	mov %eax,%ebx
	shl $3,%ebp
	.endif
	test %eax,%eax
	je .L52
.L52:
	.ifdef X64
	mov %eax,%ebx
	movl $0x12345678,16(%rsp)
	.else
	mov %eax,%ebx
	movl $0x12345678,16(%esp)
	.endif
	jb .L53
.L53:
	.ifdef X64
	add $1,%ecx
	mov %eax,%ebx
	.else
	add $1,%ecx
	mov %eax,%ebx
	.endif
	ret
.L54:
	.ifdef X64
	xor %edx,%edx
	.else
	xor %edx,%edx
	.endif
	test %eax,%eax
	je .L55
.L55:
	.ifdef X64
	mov 24(%rsp),%rax
	movq $7,(%rdi)
	shl $3,%r8
	.else
	mov 24(%esp),%eax
	movl $7,(%edi)
	shl $3,%ebp
	.endif
	jmp .L56
.L56:
	.ifdef X64
	mov %eax,%ebx
	shl $3,%r8
	mov 24(%rsp),%rax
	xor %edx,%edx
	.else
	mov %eax,%ebx
	shl $3,%ebp
	mov 24(%esp),%eax
	xor %edx,%edx
	.endif
	ret
.L57:
	.ifdef X64
	imul %ecx,%eax
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	imul %ecx,%eax
	.endif
	dec %ecx
	jg .L58
.L58:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	jb .L59
.L59:
	ret
	.size f5,.-f5
	.p2align 4
	.globl f6
	.type f6,@function
f6:
	.ifdef X64
	add $1,%ecx
	mov %eax,%ebx
	.else
	add $1,%ecx
	mov %eax,%ebx
	.endif
	call f7
.L60:
	.ifdef X64
	mov %eax,%ebx
	movq $7,(%rdi)
	xor %edx,%edx
	.else
	mov %eax,%ebx
	movl $7,(%edi)
	xor %edx,%edx
	.endif
	jmp .L61
.L61:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	.else
	movl $0x12345678,16(%esp)
	.endif
	dec %ecx
	jg .L62
.L62:
	.ifdef X64
	xor %edx,%edx
	mov 24(%rsp),%rax
	mov %eax,%ebx
	add $1,%ecx
	.else
	xor %edx,%edx
	mov 24(%esp),%eax
	mov %eax,%ebx
	add $1,%ecx
	.endif
	call f7
.L63:
	.ifdef X64
	imul %ecx,%eax
	mov %eax,%ebx
	add $1,%ecx
	movq $7,(%rdi)
	.else
	imul %ecx,%eax
	mov %eax,%ebx
	add $1,%ecx
	movl $7,(%edi)
	.endif
	dec %ecx
	jg .L64
.L64:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	jb .L65
.L65:
	.ifdef X64
	lea 8(%rsi),%rdi
	add $1,%ecx
	.else
	lea 8(%esi),%edi
	add $1,%ecx
	.endif
	call f7
.L66:
	.ifdef X64
	movq $7,(%rdi)
	.else
	movl $7,(%edi)
	.endif
	call f7
.L67:
	.ifdef X64
	mov 24(%rsp),%rax
	add $1,%ecx
	.else
	mov 24(%esp),%eax
	add $1,%ecx
	.endif
	call f7
.L68:
	.ifdef X64
	movq $7,(%rdi)
	lea 8(%rsi),%rdi
	.else
	movl $7,(%edi)
	lea 8(%esi),%edi
	.endif
	test %eax,%eax
	je .L69
.L69:
	ret
	.size f6,.-f6
	.p2align 4
	.globl f7
	.type f7,@function
f7:
	.ifdef X64
	mov 24(%rsp),%rax
	shl $3,%r8
	.else
	mov 24(%esp),%eax
	shl $3,%ebp
	.endif
	dec %ecx
	jg .L70
.L70:
	.ifdef X64
	lea 8(%rsi),%rdi
	lea 8(%rsi),%rdi
	xor %edx,%edx
	lea 8(%rsi),%rdi
	.else
	lea 8(%esi),%edi
	lea 8(%esi),%edi
	xor %edx,%edx
	lea 8(%esi),%edi
	.endif
	jb .L71
.L71:
	.ifdef X64
	add $1,%ecx
	.else
	add $1,%ecx
	.endif
	ret
.L72:
	.ifdef X64
	xor %edx,%edx
	imul %ecx,%eax
	.else
	xor %edx,%edx
	imul %ecx,%eax
	.endif
	cmp %eax,%ebx
	jne .L73
.L73:
	.ifdef X64
	imul %ecx,%eax
	shl $3,%r8
	.else
	imul %ecx,%eax
	shl $3,%ebp
	.endif
	test %eax,%eax
	je .L74
.L74:
	.ifdef X64
	add $1,%ecx
	imul %ecx,%eax
	mov 24(%rsp),%rax
	add $1,%ecx
	.else
	add $1,%ecx
	imul %ecx,%eax
	mov 24(%esp),%eax
	add $1,%ecx
	.endif
	test %eax,%eax
	je .L75
.L75:
	.ifdef X64
	shl $3,%r8
	movl $0x12345678,16(%rsp)
	.else
	shl $3,%ebp
	movl $0x12345678,16(%esp)
	.endif
	call f8
.L76:
	.ifdef X64
	add $1,%ecx
	movq $7,(%rdi)
	movl $0x12345678,16(%rsp)
	xor %edx,%edx
	.else
	add $1,%ecx
	movl $7,(%edi)
	movl $0x12345678,16(%esp)
	xor %edx,%edx
	.endif
	jb .L77
.L77:
	.ifdef X64
	imul %ecx,%eax
	movl $0x12345678,16(%rsp)
	.else
	imul %ecx,%eax
	movl $0x12345678,16(%esp)
	.endif
	jmp .L78
.L78:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	.else
	movl $0x12345678,16(%esp)
	.endif
	jb .L79
.L79:
	ret
	.size f7,.-f7
	.p2align 4
	.globl f8
	.type f8,@function
f8:
	.ifdef X64
	add $1,%ecx
	movq $7,(%rdi)
	shl $3,%r8
	.else
	add $1,%ecx
	movl $7,(%edi)
	shl $3,%ebp
	.endif
	call f9
.L80:
	.ifdef X64
	shl $3,%r8
	.else
	shl $3,%ebp
	.endif
	ret
.L81:
	.ifdef X64
	add $1,%ecx
	mov %eax,%ebx
	.else
	add $1,%ecx
	mov %eax,%ebx
	.endif
	jmp .L82
.L82:
	.ifdef X64
	mov 24(%rsp),%rax
	add $1,%ecx
	mov 24(%rsp),%rax
	.else
	mov 24(%esp),%eax
	add $1,%ecx
	mov 24(%esp),%eax
	.endif
	dec %ecx
	jg .L83
.L83:
	.ifdef X64
	add $1,%ecx
	shl $3,%r8
	.else
	add $1,%ecx
	shl $3,%ebp
	.endif
	call f9
.L84:
	.ifdef X64
	mov 24(%rsp),%rax
	.else
	mov 24(%esp),%eax
	.endif
	jb .L85
.L85:
	.ifdef X64
	mov %eax,%ebx
	movl $0x12345678,16(%rsp)
	xor %edx,%edx
	lea 8(%rsi),%rdi
	.else
	mov %eax,%ebx
	movl $0x12345678,16(%esp)
	xor %edx,%edx
	lea 8(%esi),%edi
	.endif
	ret
.L86:
	.ifdef X64
	shl $3,%r8
	lea 8(%rsi),%rdi
	shl $3,%r8
	.else
	shl $3,%ebp
	lea 8(%esi),%edi
	shl $3,%ebp
	.endif
	jb .L87
.L87:
	.ifdef X64
	imul %ecx,%eax
	add $1,%ecx
	xor %edx,%edx
	.else
	imul %ecx,%eax
	add $1,%ecx
	xor %edx,%edx
	.endif
	cmp %eax,%ebx
	jne .L88
.L88:
	.ifdef X64
	mov %eax,%ebx
	shl $3,%r8
	lea 8(%rsi),%rdi
	.else
	mov %eax,%ebx
	shl $3,%ebp
	lea 8(%esi),%edi
	.endif
	cmp %eax,%ebx
	jne .L89
.L89:
	ret
	.size f8,.-f8
	.p2align 4
	.globl f9
	.type f9,@function
f9:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	movl $0x12345678,16(%rsp)
	mov %eax,%ebx
	xor %edx,%edx
	.else
	movl $0x12345678,16(%esp)
	movl $0x12345678,16(%esp)
	mov %eax,%ebx
	xor %edx,%edx
	.endif
	cmp %eax,%ebx
	jne .L90
.L90:
	.ifdef X64
	imul %ecx,%eax
	add $1,%ecx
	mov %eax,%ebx
	add $1,%ecx
	.else
	imul %ecx,%eax
	add $1,%ecx
	mov %eax,%ebx
	add $1,%ecx
	.endif
	call f10
.L91:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	.else
	movl $0x12345678,16(%esp)
	.endif
	test %eax,%eax
	je .L92
.L92:
	.ifdef X64
	add $1,%ecx
	add $1,%ecx
	xor %edx,%edx
	add $1,%ecx
	.else
	add $1,%ecx
	add $1,%ecx
	xor %edx,%edx
	add $1,%ecx
	.endif
	dec %ecx
	jg .L93
.L93:
	.ifdef X64
	mov 24(%rsp),%rax
	movl $0x12345678,16(%rsp)
	.else
	mov 24(%esp),%eax
	movl $0x12345678,16(%esp)
	.endif
	test %eax,%eax
	je .L94
.L94:
	.ifdef X64
	imul %ecx,%eax
	movl $0x12345678,16(%rsp)
	mov %eax,%ebx
	shl $3,%r8
	.else
	imul %ecx,%eax
	movl $0x12345678,16(%esp)
	mov %eax,%ebx
	shl $3,%ebp
	.endif
	jmp .L95
.L95:
	.ifdef X64
	mov 24(%rsp),%rax
	.else
	mov 24(%esp),%eax
	.endif
	jmp .L96
.L96:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	movl $0x12345678,16(%rsp)
	shl $3,%r8
	.else
	movl $0x12345678,16(%esp)
	movl $0x12345678,16(%esp)
	shl $3,%ebp
	.endif
	jb .L97
.L97:
	.ifdef X64
	shl $3,%r8
	movl $0x12345678,16(%rsp)
	movq $7,(%rdi)
	xor %edx,%edx
	.else
	shl $3,%ebp
	movl $0x12345678,16(%esp)
	movl $7,(%edi)
	xor %edx,%edx
	.endif
	call f10
.L98:
	.ifdef X64
	add $1,%ecx
	.else
	add $1,%ecx
	.endif
	test %eax,%eax
	je .L99
.L99:
	ret
	.size f9,.-f9
	.p2align 4
	.globl f10
	.type f10,@function
f10:
	.ifdef X64
	movq $7,(%rdi)
	mov %eax,%ebx
	.else
	movl $7,(%edi)
	mov %eax,%ebx
	.endif
	ret
.L100:
	.ifdef X64
	movl $0x12345678,16(%rsp)
	lea 8(%rsi),%rdi
	.else
	movl $0x12345678,16(%esp)
	lea 8(%esi),%edi
	.endif
	jmp .L101
.L101:
	.ifdef X64
	add $1,%ecx
	.else
	add $1,%ecx
	.endif
	cmp %eax,%ebx
	jne .L102
.L102:
	.ifdef X64
	lea 8(%rsi),%rdi
	add $1,%ecx
	.else
	lea 8(%esi),%edi
	add $1,%ecx
	.endif
	test %eax,%eax
	je .L103
.L103:
	.ifdef X64
	shl $3,%r8
	.else
	shl $3,%ebp
	.endif
	call f11
.L104:
	.ifdef X64
	mov %eax,%ebx
	imul %ecx,%eax
	shl $3,%r8
	.else
	mov %eax,%ebx
	imul %ecx,%eax
	shl $3,%ebp
	.endif
	dec %ecx
	jg .L105
.L105:
	.ifdef X64
	mov 24(%rsp),%rax
	movl $0x12345678,16(%rsp)
	.else
	mov 24(%esp),%eax
	movl $0x12345678,16(%esp)
	.endif
	cmp %eax,%ebx
	jne .L106
.L106:
	.ifdef X64
	shl $3,%r8
	movq $7,(%rdi)
	mov 24(%rsp),%rax
	.else
	shl $3,%ebp
	movl $7,(%edi)
	mov 24(%esp),%eax
	.endif
	jb .L107
.L107:
	.ifdef X64
	shl $3,%r8
	movq $7,(%rdi)
	movl $0x12345678,16(%rsp)
	.else
	shl $3,%ebp
	movl $7,(%edi)
	movl $0x12345678,16(%esp)
	.endif
	dec %ecx
	jg .L108
.L108:
	.ifdef X64
	mov %eax,%ebx
	shl $3,%r8
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	shl $3,%ebp
	mov %eax,%ebx
	.endif
	jb .L109
.L109:
	ret
	.size f10,.-f10
	.p2align 4
	.globl f11
	.type f11,@function
f11:
	.ifdef X64
	mov 24(%rsp),%rax
	movl $0x12345678,16(%rsp)
	.else
	mov 24(%esp),%eax
	movl $0x12345678,16(%esp)
	.endif
	cmp %eax,%ebx
	jne .L110
.L110:
	.ifdef X64
	mov 24(%rsp),%rax
	mov %eax,%ebx
	shl $3,%r8
	.else
	mov 24(%esp),%eax
	mov %eax,%ebx
	shl $3,%ebp
	.endif
	cmp %eax,%ebx
	jne .L111
.L111:
	.ifdef X64
	imul %ecx,%eax
	.else
	imul %ecx,%eax
	.endif
	jmp .L112
.L112:
	.ifdef X64
	shl $3,%r8
	mov 24(%rsp),%rax
	mov %eax,%ebx
	.else
	shl $3,%ebp
	mov 24(%esp),%eax
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L113
.L113:
	.ifdef X64
	mov %eax,%ebx
	.else
	mov %eax,%ebx
	.endif
	dec %ecx
	jg .L114
.L114:
	.ifdef X64
	shl $3,%r8
	movq $7,(%rdi)
	movq $7,(%rdi)
	mov 24(%rsp),%rax
	.else
	shl $3,%ebp
	movl $7,(%edi)
	movl $7,(%edi)
	mov 24(%esp),%eax
	.endif
	jb .L115
.L115:
	.ifdef X64
	add $1,%ecx
	shl $3,%r8
	.else
	add $1,%ecx
	shl $3,%ebp
	.endif
	test %eax,%eax
	je .L116
.L116:
	.ifdef X64
	xor %edx,%edx
	movq $7,(%rdi)
	lea 8(%rsi),%rdi
	.else
	xor %edx,%edx
	movl $7,(%edi)
	lea 8(%esi),%edi
	.endif
	cmp %eax,%ebx
	jne .L117
.L117:
	.ifdef X64
	shl $3,%r8
	mov %eax,%ebx
	.else
	shl $3,%ebp
	mov %eax,%ebx
	.endif
	call f0
.L118:
	.ifdef X64
	xor %edx,%edx
	xor %edx,%edx
	.else
	xor %edx,%edx
	xor %edx,%edx
	.endif
	jmp .L119
.L119:
	ret
	.size f11,.-f11
