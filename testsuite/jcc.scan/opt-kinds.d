#name: --kinds=jcc+foo (unknown kind) is rejected, exit status 2
#source: archive-a.s
#as: --64
#scan: --kinds=jcc+foo
#status: 2
#stderr: opt-kinds.l
