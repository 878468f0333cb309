# A program for the --profile tests: a loop of 1000 iterations whose
# macro-fused dec/jnz crosses a 32-byte boundary, with 29 NOPs in it,
# and a jmp that ends on a boundary and runs once.
	.text
	.globl _start
	.type _start,@function
_start:
	mov $1000,%ecx
	jmp loop
	.size _start,.-_start

	.p2align 5,0xcc
	.globl loop
	.type loop,@function
loop:
	.fill 29,1,0x90
	dec %ecx
	jnz loop
	jmp done
	.size loop,.-loop

	.p2align 5,0xcc
	.globl done
	.type done,@function
done:
	.fill 30,1,0x90
	jmp 1f
1:	mov $60,%eax
	xor %edi,%edi
	syscall
	.size done,.-done
