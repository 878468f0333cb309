# An instruction whose BRANCH_PREFIX frag is the first frag after a
# relaxable jump, with the padded jmp right after it: the prefix frag
# holds nothing before its prefixes and the padding frag of the jmp
# starts with the instruction, so the padding frag is 0 bytes away.

	.text
f:
	.p2align 5
	nop
.ifdef X64
	movabs	$0x1122334455667788, %rax
	movabs	$0x1122334455667788, %rdx
	mov	$0x12345678, %ecx
.else
	mov	$0x12345678, %eax
	mov	$0x12345678, %edx
	mov	$0x12345678, %ecx
	mov	$0x12345678, %ebx
	mov	$0x12345678, %esi
.endif
	jne	1f
	mov	%eax, %ebx
	jmp	1f
	mov	%ecx, %edx
	jne	f
	mov	%eax, %ebx
	mov	%eax, %ebx
	jmp	1f
1:
	ret
