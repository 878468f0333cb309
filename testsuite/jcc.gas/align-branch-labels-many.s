# -malign-branch-nops-before-labels with many labels at one place, as
# in GCC's -g output, where the labels of lexical blocks and location
# views (.LBB, .LBE, .LVL) come before a jump target: all of them go
# after the NOP, the jump target included, as without -g.  Before
# patch 0031, only the first 8 did.
	.text
	.p2align 5
f:
	# A loop head after a jump: fused cmp/jne at 0x1d.
	.rept 27
	nop
	.endr
	jmp 2f
1:
.LBE1:
.LBE2:
.LBE3:
.LBE4:
.LBB5:
.LBB6:
.LBB7:
.LVL8:
.LVL9:
.Lhead:
	cmp %eax, %ebx
	jne .Lhead
	jmp 1b
2:	ret
