#name: 32-bit: --check-flush reports a flush reaching a direct far jump or call
#source: flush-far.s
#as: --32
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_ljmp\+0x0: reaches far jump at 0x4 \(clwb_ljmp\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x10: unordered clwb: \.text: clwb_lcall\+0x0: reaches call at 0x14 \(clwb_lcall\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 2
