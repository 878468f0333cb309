#name: -malign-branch-stats counts marked branches of every kind (64-bit)
#source: align-branch-mark-1.s
#as: --64 --defsym X64=1 -malign-branch-stats=yes
#warning_output: align-branch-stats-2.l
#objdump: -dw
#dump: align-branch-mark-1-64.d
