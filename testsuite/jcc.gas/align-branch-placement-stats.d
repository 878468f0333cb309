#name: -malign-branch-stats counts a branch padded by prefixes and a NOP once, and both kinds of byte (64-bit)
#source: align-branch-placement.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread -malign-branch-stats
#warning_output: align-branch-placement-stats.l
#objdump: -dw
#dump: align-branch-placement-spread-64.d
