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

fwd_long:
	# A jump that relaxation makes long, over a load and its lfence:
	# N counts the long form, as GNU as counts it; to the nop.
	jmp .+145
	load si, eax
	.fill 138, 1, 0xcc
	nop
	ret

fwd_over_jump:
	testl %eax, %eax
	# Over a load and its lfence, and a jump that relaxation makes
	# long, which counts with its long form: to the add.
	jne .+9
	load si, edx
	jmp far_away
	addl $1, %eax
	ret

back_over_jump:
	movl $2, %ecx
	# Back over a jump that relaxation makes long, with a load and its
	# lfence before it and after it: to the add.
	addl $7, %eax
	load si, edx
	subl $1, %ecx
	je far_away
	load di, edx
	jmp .-16
	ret

	.fill 200, 1, 0xcc
far_away:
	nop

fwd_own_short:
	testl %eax, %eax
	# A jump in reach of its short form over two loads, whose lfences
	# take it out of reach: it counts short, as written; to the nop.
	jne .+125
	load si, eax
	load si, eax
	.fill 119, 1, 0xcc
	nop

fwd_data:
	# Over a load and its lfence to the end of data that no
	# instruction follows: found at the end of the input.
	jmp .+6
	load si, eax
	.byte 0x90, 0x90
