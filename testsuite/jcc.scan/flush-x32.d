#name: x32 (ELF32 x86-64, decoded as 64-bit code): --check-flush reports CLWB, CLFLUSHOPT and their .byte 0x66 idioms reaching a store, call, return or tail jump, not fenced or locked paths
#source: flush.s
#as: --x32
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_store\+0x0: reaches store at 0x5 \(clwb_store\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clflushopt: \.text: clflushopt_idiom_call\+0x0: reaches call at 0x25 \(clflushopt_idiom_call\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x30: unordered clwb: \.text: clwb_idiom_return\+0x0: reaches return at 0x35 \(clwb_idiom_return\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x70: unordered clflushopt: \.text: fence_skipped\+0x0: reaches store at 0x7c \(fence_skipped\+0xc\) with no sfence, mfence or locked instruction
[^ ]*: 0xb0: unordered clwb: \.text: tail_jump\+0x0: reaches tail jump at 0xb5 \(tail_jump\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 5
