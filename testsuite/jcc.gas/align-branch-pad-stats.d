#name: -malign-branch-stats counts the padding points that made a frag and their bytes (64-bit)
#source: align-branch-pad.s
#as: --64 --defsym X64=1 -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 -malign-branch-stats
#warning_output: align-branch-pad-stats.l
#objdump: -dw
#dump: align-branch-pad-64.d
