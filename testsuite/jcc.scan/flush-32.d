#name: 32-bit: --check-flush reports CLWB, CLFLUSHOPT and their .byte 0x66 idioms reaching a store, call, return or tail jump, not fenced or locked paths
#source: flush.s
#as: --32
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_store\+0x0: reaches store at 0x4 \(clwb_store\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clflushopt: \.text: clflushopt_idiom_call\+0x0: reaches call at 0x24 \(clflushopt_idiom_call\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x30: unordered clwb: \.text: clwb_idiom_return\+0x0: reaches return at 0x34 \(clwb_idiom_return\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x70: unordered clflushopt: \.text: fence_skipped\+0x0: reaches store at 0x7b \(fence_skipped\+0xb\) with no sfence, mfence or locked instruction
[^ ]*: 0xb0: unordered clwb: \.text: tail_jump\+0x0: reaches tail jump at 0xb4 \(tail_jump\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 5
