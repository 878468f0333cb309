# Call frame information of padded code.  A DW_CFA advance from one
# label to another with a padding frag between them is a frag of
# .eh_frame whose size relaxation works out from the labels.  Once
# .text has settled (its frags depend only on each other, patch 0025)
# they no longer move: .eh_frame keeps the size estimated before its
# first pass and is not relaxed again in the next round (patch 0042):
# one pass over it instead of two.  With UNSETTLED, a .uleb128 of a
# difference keeps .text from settling (its size may depend on
# anything), and .eh_frame is relaxed in both rounds.  The advances
# are the same either way: the prefix that pads `cmp; jne' on `push'
# moves every label after it.
	.text
	.globl	f
	.type	f, @function
f:
	.cfi_startproc
.ifdef X64
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
.else
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
.endif
	movl	%edi, %ebx
1:	movl	$0x12345678, %eax
	addl	$0x12345678, %eax
	movl	$0x12345678, %eax
	addl	$0x12345678, %eax
	addl	$0x12345678, %eax
	subl	$1, %ebx
	cmpl	$5, %ebx
	jne	1b
	.rept 12
	movl	$0x12345678, %eax
	.endr
	testl	%ebx, %ebx
	je	1b
.ifdef X64
	popq	%rbx
	.cfi_def_cfa_offset 8
.else
	popl	%ebx
	.cfi_def_cfa_offset 4
.endif
	ret
	.cfi_endproc
	.size	f, .-f

	.globl	g
	.type	g, @function
g:
	.cfi_startproc
.ifdef X64
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
.else
	subl	$24, %esp
	.cfi_def_cfa_offset 28
.endif
	.rept 5
	movl	$0x12345678, %eax
	.endr
	cmpl	$3, %edi
	jg	3f
.ifdef X64
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
.else
	addl	$24, %esp
	.cfi_remember_state
	.cfi_def_cfa_offset 4
.endif
	ret
3:
	.cfi_restore_state
	call	f
	.rept 5
	movl	$0x12345678, %eax
	.endr
	cmpl	$3, %eax
	jg	3b
.ifdef X64
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
.else
	addl	$24, %esp
	.cfi_def_cfa_offset 4
.endif
	ret
	.cfi_endproc
	.size	g, .-g
.ifdef UNSETTLED
	.uleb128 3b - 1b
.endif
