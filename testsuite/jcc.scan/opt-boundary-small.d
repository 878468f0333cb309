#name: --boundary=8 (below 16) is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --boundary=8
#status: 2
#stderr: opt-boundary-small.l
