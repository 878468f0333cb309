#name: -malign-branch-stats with a bad value is a fatal error
#source: align-branch-mark-1.s
#as: -malign-branch-stats=maybe
#error_output: align-branch-stats-bad.l
