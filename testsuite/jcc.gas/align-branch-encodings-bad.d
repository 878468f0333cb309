#name: -malign-branch-long-encodings with a bad value is a fatal error
#source: align-branch-encodings.s
#as: -malign-branch-long-encodings=maybe
#error_output: align-branch-encodings-bad.l
