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
#
# PAIR NAME, LEAD, N: at NAME, 32-byte aligned, N bytes of NOPs (as
# N `nop' instructions, or one `.nops' if LEAD is nops), then the
# comparison and the jump.
	.macro	pair name, lead, n
	.p2align 5
\name:
	.ifc	\lead, nops
	.nops	\n, 1
	.else
	.rept	\n
	nop
	.endr
	.endif
	.ifdef	W64
	cmp	0xc(%rcx), %eax
	.else
	cmp	0xc(%ecx), %eax
	.endif
	jb	1f
	nop
1:	ret
	.endm
	.text
	pair	f, rept, 24
	pair	g, rept, 25
	pair	h, nops, 24
	pair	i, nops, 25
