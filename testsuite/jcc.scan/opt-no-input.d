#name: no input file is an error, exit status 2
#source: archive-a.s
#as: --64
#input: none
#status: 2
#stderr: opt-no-input.l
