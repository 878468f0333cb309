#name: 64-bit: --check-flush takes CMPXCHG, CMPXCHG8B and CMPXCHG16B for stores, CMPccXADD for a locked instruction, reads of memory for neither, and the RAO-INT instructions for weakly ordered stores
#source: flush-rmw.s
#as: --64
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_cmpxchg\+0x0: reaches store at 0x4 \(clwb_cmpxchg\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x10: unordered clwb: \.text: clwb_cmpxchg8b\+0x0: reaches store at 0x14 \(clwb_cmpxchg8b\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clwb: \.text: clwb_cmpxchg16b\+0x0: reaches store at 0x24 \(clwb_cmpxchg16b\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x50: unordered clwb: \.text: clwb_reads\+0x0: reaches return at 0x5f \(clwb_reads\+0xf\) with no sfence, mfence or locked instruction
[^ ]*: 0x60: unordered clwb: \.text: clwb_aadd\+0x0: reaches non-temporal store at 0x64 \(clwb_aadd\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x70: unordered movnt: \.text: axor_store\+0x0: reaches store at 0x75 \(axor_store\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 6
