#name: --boundary=24 (not a power of two) is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --boundary=24
#status: 2
#stderr: opt-boundary-npot.l
