#name: 64-bit: without --check-flush no flush is reported and the exit status ignores them
#source: flush.s
#as: --64
#scan: --kinds=jcc
#status: 0
[^ ]*: note: relocatable object: .*
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
  kind +branches +hazards
  jcc +3 +0
#pass
