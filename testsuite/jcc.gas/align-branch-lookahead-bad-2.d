#name: -malign-branch-lookahead with a value that is not a number is a fatal error
#source: align-branch-lookahead.s
#as: -malign-branch-lookahead=1x
#error_output: align-branch-lookahead-bad-2.l
