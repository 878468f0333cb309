#name: --function with a malformed regex is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --function=(
#status: 2
#stderr: opt-function.l
