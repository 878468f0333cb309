#name: an unknown option is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --frobnicate
#status: 2
#stderr: opt-unknown.l
