# -malign-branch-nops-before-labels looks at each label defined, .L
# labels in string sections included.  It must not change the order of
# the symbol table: .LC0 is defined first but enters the table when its
# relocation is written, after .LC1 (a local symbol enters the table
# when gas first needs more than its address).  Patches 0010-0027
# read .LC0's value when .LC1 was defined, and so put it before `f'.
	.section .rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"zero"
.LC1:
	.string	"one"
	.text
	.type	f, @function
f:
.ifdef X64
	leaq	.LC1(%rip), %rdi
	leaq	.LC0(%rip), %rsi
.else
	leal	.LC1@GOTOFF(%ebx), %edi
	leal	.LC0@GOTOFF(%ebx), %esi
.endif
.L1:
.L2:
	cmpl	$1, %eax
	jne	.L2
	ret
	.size	f, .-f
	.section .rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	"two"
	.text
	.type	g, @function
g:
.ifdef X64
	leaq	.LC2(%rip), %rdi
.else
	leal	.LC2@GOTOFF(%ebx), %edi
.endif
	jmp	.L1
	.size	g, .-g
