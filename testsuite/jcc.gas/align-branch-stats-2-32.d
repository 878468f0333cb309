#name: -malign-branch-stats counts marked branches of every kind (32-bit)
#source: align-branch-mark-1.s
#as: --32 -malign-branch-stats
#warning_output: align-branch-stats-2.l
#objdump: -dw
#dump: align-branch-mark-1-32.d
