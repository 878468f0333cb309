# Relaxation through alignments (patch 0023) stops at a .org, which may
# take up any growth.  In the second pass the jump to Gt grows (the jump
# to far grew in the first, and Gt is at the limit of a short jump);
# the jump to L1 after it then reaches exactly 127 bytes if the .org
# takes up that growth, as it does: it stays short.  Passing the growth
# through the .org would make it long.
	.text
start:
	jmp	Gt
	jmp	far
	jmp	L1
	.fill	121, 1, 0x90
Gt:
	nop
	.org	start+139
L1:
	nop
	.fill	200, 1, 0x90
far:
	ret
