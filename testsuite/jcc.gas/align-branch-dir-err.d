#name: every malformed .align_branch is an error with its line
#as:
#error_output: align-branch-dir-err.l
