#name: -malign-branch-stats counts padded branches and prefix and NOP bytes under .align_branch (64-bit)
#source: align-branch-dir-1.s
#as: --64 -malign-branch-stats
#warning_output: align-branch-stats-1.l
#objdump: -dw
#dump: align-branch-dir-1-64.d
