#name: -malign-branch-stats=no prints nothing
#source: align-branch-mark-1.s
#as: --32 -malign-branch-stats -malign-branch-stats=no
#objdump: -dw
#dump: align-branch-mark-1-32.d
