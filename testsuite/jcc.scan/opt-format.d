#name: --format=xml is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --format=xml
#status: 2
#stderr: opt-format.l
