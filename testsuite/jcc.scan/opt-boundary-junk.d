#name: --boundary=32x (trailing junk) is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --boundary=32x
#status: 2
#stderr: opt-boundary-junk.l
