#name: a missing file is one clear error, exit status 2
#source: archive-a.s
#as: --64
#input: missing
#status: 2
#stderr: missing-file.l
