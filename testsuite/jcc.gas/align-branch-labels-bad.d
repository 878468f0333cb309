#name: -malign-branch-nops-before-labels with a bad value is a fatal error
#source: align-branch-labels.s
#as: -malign-branch-nops-before-labels=maybe
#error_output: align-branch-labels-bad.l
