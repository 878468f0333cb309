# --dump-insns says which conditional jumps macro-fuse with the
# instruction before them: not across a function's start, not when
# something stands between, not for a form that never fuses.
	.text
	.globl f
	.type f,@function
f:
	cmp	%eax, %ecx
	jne	1f
	test	%eax, %eax
	nop
	je	1f
.ifdef X64
	cmpl	$1, (%rdi)
.else
	cmpl	$1, (%edi)
.endif
	jne	1f
	add	$1, %eax
	jc	1f
	inc	%eax
	jc	1f
	cmp	%eax, %ecx
	.size f, .-f
	.globl g
	.type g,@function
g:
	jne	1f
1:
	ret
	.size g, .-g
