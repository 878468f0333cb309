# Relaxation through alignments (patch 0023): GCC-like functions (each
# aligned, loop heads after .p2align 4,,10 and .p2align 3) whose forward
# jumps across alignments grow one after another.  By default gas
# relaxes .text in one pass more for each alignment a growth has to
# cross; with --relax-through-alignments in a few passes.  Made by a
# small random generator of such functions (seed 2, 200 functions),
# reduced to the lines that keep the difference in passes.
	.include	"relax-macros.inc"
	.text
	addl $0x12345, %ecx
	store
	jne L45
	big
	big
	testl %eax, %eax
	testl %eax, %eax
	big
	store
	testl %eax, %eax
	jmp L43
	big
	lea8
	testl %eax, %eax
	lea8
	movl $1, %eax
	testl %eax, %eax
	movl $1, %eax
	je L45
	big
	big
	lea8
	addl $0x12345, %ecx
	store
	big
	lea8
	jne L45
	jmp L45
	testl %eax, %eax
L45:
	addl $0x12345, %ecx
	.p2align 4
	je L108
	addl $0x12345, %ecx
	jne L113
	store
	store
	je L114
	testl %eax, %eax
	lea8
	addl $0x12345, %ecx
	lea8
	jne L112
	testl %eax, %eax
	jmp L108
	addl $0x12345, %ecx
	movl $1, %eax
	addl $0x12345, %ecx
	big
	big
	testl %eax, %eax
	lea8
	addl $0x12345, %ecx
	big
	big
	lea8
L112:
	lea8
	jne L113
	jne L113
	jmp L112
	store
	.p2align 4,,10
	.p2align 3
L113:
	big
L114:
	.p2align 3
	je L146
	.p2align 3
L146:
	testl %eax, %eax
	testl %eax, %eax
	lea8
	je L143
	je L146
	je L146
	je L143
	movl $1, %eax
	testl %eax, %eax
L147:
	addl $0x12345, %ecx
	je L147
	addl $0x12345, %ecx
	je L155
	big
	jmp L154
	movl $1, %eax
	lea8
	big
	jne L151
	store
	addl $0x12345, %ecx
L151:
	testl %eax, %eax
	movl $1, %eax
	addl $0x12345, %ecx
	testl %eax, %eax
	jne L151
	store
L152:
	testl %eax, %eax
	jmp L154
	addl $0x12345, %ecx
	movl $1, %eax
	big
	jne L152
	big
	big
	.p2align 3
	store
	jne L152
	movl $1, %eax
	lea8
	.p2align 3
L154:
	ret
	.p2align 4
	addl $0x12345, %ecx
	movl $1, %eax
	big
	lea8
	lea8
	big
	jne L367
	movl $1, %eax
	.p2align 3
	addl $0x12345, %ecx
	big
	lea8
	addl $0x12345, %ecx
	store
	lea8
	addl $0x12345, %ecx
	je L368
	big
	big
	movl $1, %eax
	movl $1, %eax
	addl $0x12345, %ecx
	lea8
	jmp L366
	addl $0x12345, %ecx
	movl $1, %eax
	store
	lea8
	store
	addl $0x12345, %ecx
L367:
	lea8
	store
	jmp L368
	testl %eax, %eax
	testl %eax, %eax
	lea8
	big
	.p2align 4,,10
	je L390
	je L387
	jmp L391
	jne L387
	addl $0x12345, %ecx
	je L389
	je L391
	big
	.p2align 4,,10
	big
	je L391
	addl $0x12345, %ecx
L387:
	jne L391
	big
	jmp L386
	movl $1, %eax
	store
L389:
	addl $0x12345, %ecx
	store
	addl $0x12345, %ecx
	big
	jmp L392
	big
L390:
	jmp L489
L485:
	.p2align 4,,10
	jmp L489
	testl %eax, %eax
	store
	addl $0x12345, %ecx
	movl $1, %eax
	testl %eax, %eax
	jne L485
	movl $1, %eax
	.p2align 3
	jne L487
	big
	lea8
	store
	movl $1, %eax
	.p2align 4,,10
	addl $0x12345, %ecx
	store
	jne L488
	movl $1, %eax
	big
	big
	movl $1, %eax
	movl $1, %eax
	big
	addl $0x12345, %ecx
L489:
	addl $0x12345, %ecx
	jmp L1014
	lea8
	jmp L1010
	addl $0x12345, %ecx
	je L1016
	jne L1015
	.p2align 4,,10
	big
	lea8
	je L1014
	movl $1, %eax
	store
	movl $1, %eax
	jne L1013
	movl $1, %eax
	jmp L1013
	big
	lea8
	store
	store
	addl $0x12345, %ecx
	addl $0x12345, %ecx
	.p2align 3
	big
	store
	big
L1015:
