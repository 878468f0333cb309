# Flushes, fences and stores written as data with -mflush-fence=drain:
# the bytes of a run of data directives are taken for the instructions
# they are, when all are known; a fence goes after them, not inside.
	.text
f:
	# clwb and clflushopt as bytes: the store after them is fenced.
	.byte 0x66, 0x0f, 0xae, 0x37	# clwb (%edi)
	movl $1, flag
	ret
	.byte 0x66, 0x0f, 0xae, 0x3f	# clflushopt (%edi)
	movl $1, flag
	ret
	# sfence, mfence and a locked instruction as bytes order the
	# flush: no fence and no warning.
	clwb line
	.byte 0x0f, 0xae, 0xf8		# sfence
	movl $1, flag
	ret
	clwb line
	.byte 0x0f, 0xae, 0xf0		# mfence
	movl $1, flag
	ret
	clwb line
	.byte 0xf0, 0x83, 0x0c, 0x24, 0x00	# lock orl $0, (%esp)
	movl $1, flag
	ret
	# movnti as bytes: the store after it is fenced.
	.byte 0x0f, 0xc3, 0x07		# movnti %eax, (%edi)
	movl $1, flag
	ret
	# clflush as bytes leaves nothing pending, nor does it order a
	# flush pending before it: no fence, then a fence, no warning.
	.byte 0x0f, 0xae, 0x3f		# clflush (%edi)
	movl $1, flag
	clwb line
	.byte 0x0f, 0xae, 0x3f		# clflush (%edi)
	movl $1, flag
	ret
	# The run ends at a label: the fence goes after it.
	.byte 0x66, 0x0f, 0xae, 0x37	# clwb (%edi)
1:	movl $1, flag
	ret
	# A flush and a store in one run: no fence can go between them
	# (a warning); the flush stays pending for the store after.
	.byte 0x66, 0x0f, 0xae, 0x37	# clwb (%edi)
	.byte 0x89, 0x06		# movl %eax, (%esi)
	movl $1, flag
	ret
	# A fixup on an immediate does not change what the instruction is:
	# decoded, no fence, no warning.
	clwb line
	.byte 0x0f, 0xae, 0xf8, 0xb8	# sfence; movl $flag, %eax
	.long flag
	movl $1, flag
	ret
	# Not known from the jmp on, but a clwb may be in there: pending.
	.byte 0xeb, 0x00, 0x66, 0x0f, 0xae, 0x30	# jmp .+2; clwb (%eax)
	nop
	movl $1, flag
	ret
	# The idiom, as before.
	.byte 0x66
	clflush line
	movl $1, flag
	ret
	# 66 48 0f ae 3f: clflushopt (%rdi) in 64-bit code, pending;
	# dec %ax and clflush (%edi) otherwise.
	.byte 0x66, 0x48, 0x0f, 0xae, 0x3f
	movl $1, flag
	ret
.ifndef X64
	# dec %eax, not a REX prefix: the fence goes after it.
	clwb line
	.byte 0x48
	movl $1, flag
	ret
.endif
	# Strict mode: no fence can go before a flush written as data (a
	# warning); the one after it goes before the next instruction.
	.flush_fence strict
	.byte 0x66, 0x0f, 0xae, 0x37	# clwb (%edi)
	nop
	ret
	.flush_fence drain
	# Nor does one on a displacement: clwb flag(%rip) in 64-bit code,
	# clwb flag in 32-bit code, the store after it fenced.
	.byte 0x66, 0x0f, 0xae, 0x35
.ifdef X64
	.long flag - . - 4
.else
	.long flag
.endif
	movl $1, flag
	ret
	# But bytes of an opcode under a fixup are not known, as any data:
	# the fence cannot go after them.
	clwb line
	.long flag
	movl $1, flag
	ret

	.data
line:	.fill 64, 1, 0
flag:	.long 0
