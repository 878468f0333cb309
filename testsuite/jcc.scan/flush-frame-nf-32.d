#name: 32-bit: --check-flush --no-frame-stores follows the paths on past a push and a store through the frame pointer
#source: flush-frame.s
#as: --32
#scan: --check-flush --no-frame-stores --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: frame_push\+0x0: reaches store at 0x6 \(frame_push\+0x6\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clwb: \.text: frame_local\+0x0: reaches store at 0x27 \(frame_local\+0x7\) with no sfence, mfence or locked instruction
[^ ]*: 0x40: unordered clwb: \.text: clwb_movnt\+0x0: reaches non-temporal store at 0x44 \(clwb_movnt\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x60: unordered clwb: \.text: reloc_jump\+0x0: reaches tail jump at 0x64 \(reloc_jump\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 4
