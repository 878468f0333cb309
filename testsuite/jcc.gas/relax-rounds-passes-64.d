#name: --statistics: a section with an ALIGN_PADDING frag that may pad is relaxed again (64-bit)
#source: relax-rounds.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 --relax-through-alignments -malign-branch-extend-alignment --statistics -I$srcdir/$subdir
#warning_output: relax-rounds-passes.l
#objdump: -dw
#dump: relax-rounds-64.d
