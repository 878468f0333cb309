# The second member of the archive test: one jmp that ends on a
# 32-byte boundary.
	.text
	.p2align 5
	.globl b_func
	.type b_func,@function
b_func:
	.fill 30,1,0x90
	jmp b_func
	.size b_func,.-b_func
