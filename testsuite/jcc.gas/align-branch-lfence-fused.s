# With -mlfence-after-load, an lfence follows a comparison that loads:
# the comparison and the conditional jump after the lfence are not
# adjacent, so not a fused pair, and the jump is padded alone.  GNU as
# 2.40 padded the two as a pair of the comparison's and the jump's
# sizes, without the lfence between them, and left the jump on the
# boundary here (f and h: ending on it, g and i: crossing it); with
# line information (-g) jcc-as did the same.  After `.nops' (h, i),
# whose NOPs take no prefixes, jcc-as took the two for a pair whose
# jump no NOP may pad, and left the jump on the boundary where 2.40,
# by chance, did not.
	.macro	cmpmem
	.ifdef	W64
	cmp	0xc(%rcx), %eax
	.else
	cmp	0xc(%ecx), %eax
	.endif
	.endm
	.text
	.p2align 5
f:
	.rept	24
	nop
	.endr
	cmpmem
	jb	1f
	nop
1:	ret
	.p2align 5
g:
	.rept	25
	nop
	.endr
	cmpmem
	jb	1f
	nop
1:	ret
	.p2align 5
h:
	.nops	24, 1
	cmpmem
	jb	1f
	nop
1:	ret
	.p2align 5
i:
	.nops	25, 1
	cmpmem
	jb	1f
	nop
1:	ret
