#name: -malign-branch-stats counts the code alignments made of prefixes, whose bytes are prefixes too (64-bit)
#source: align-code-prefixes.s
#as: --64 -malign-branch-boundary=32 -malign-code-with-prefixes -malign-branch-stats
#warning_output: align-code-prefixes-stats.l
#objdump: -dw
#dump: align-code-prefixes-64.d
