#name: --top=-1 is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --top=-1
#status: 2
#stderr: opt-top.l
