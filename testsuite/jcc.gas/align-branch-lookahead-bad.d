#name: -malign-branch-lookahead beyond its limit is a fatal error
#source: align-branch-lookahead.s
#as: -malign-branch-lookahead=9
#error_output: align-branch-lookahead-bad.l
