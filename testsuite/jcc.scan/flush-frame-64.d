#name: 64-bit: --check-flush counts a push and a store through the frame pointer as stores, and a non-temporal store after CLWB, not one after another; a jump with a relocation leaves the function
#source: flush-frame.s
#as: --64
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: frame_push\+0x0: reaches store at 0x5 \(frame_push\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clwb: \.text: frame_local\+0x0: reaches store at 0x25 \(frame_local\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x40: unordered clwb: \.text: clwb_movnt\+0x0: reaches non-temporal store at 0x45 \(clwb_movnt\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x60: unordered clwb: \.text: reloc_jump\+0x0: reaches tail jump at 0x65 \(reloc_jump\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 4
