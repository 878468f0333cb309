# `.+N' and `.-N' count in the code as written: the fences that
# -mflush-fence= and -mlfence-after-load put before and after
# instructions do not count, whether padding is on or not.
	.macro flush
	.ifdef X64
	clflushopt (%rdi)
	.else
	clflushopt (%edi)
	.endif
	.endm

	.macro store
	.ifdef X64
	movl %eax, (%rsi)
	.else
	movl %eax, (%esi)
	.endif
	.endm

	.macro load base, reg
	.ifdef X64
	movl (%r\base), %\reg
	.else
	movl (%e\base), %\reg
	.endif
	.endm

	.text
fwd_flush:
	testl %eax, %eax
	# Over a flush and a store: the sfences around the flush do not
	# count; the jump goes to the ret.
	jne .+8
	flush
	store
	ret

fwd_load:
	# Over two loads, each with an lfence after it: to the ret.
	jmp .+6
	load si, eax
	load di, edx
	ret

back_load:
	movl $2, %ecx
	# Back over a load and its lfence: to the add.
	addl $5, %eax
	load si, edx
	subl $1, %ecx
	jne .-8
	ret
