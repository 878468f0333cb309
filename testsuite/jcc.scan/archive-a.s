# The first member of the archive test: one jcc that crosses a 32-byte
# boundary, one that does not.
	.text
	.p2align 5
	.globl a_func
	.type a_func,@function
a_func:
	.fill 31,1,0x90
	jne a_func
	jne a_func
	.size a_func,.-a_func
