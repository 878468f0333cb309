#name: .align_branch pad takes no operand
#source: align-branch-pad-bad.s
#as: --64
#error_output: align-branch-pad-bad.l
