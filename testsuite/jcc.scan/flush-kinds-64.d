#name: 64-bit: --check-flush reports pushes, ENTER, INT3, SYSCALL and ENQCMD after a flush, and stores after MOVDIRI, MOVDIR64B and CLZERO
#source: flush-kinds.s
#as: --64
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_push\+0x0: reaches store at 0x5 \(clwb_push\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x10: unordered clwb: \.text: clwb_pushf\+0x0: reaches store at 0x15 \(clwb_pushf\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clwb: \.text: clwb_enter\+0x0: reaches store at 0x25 \(clwb_enter\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x30: unordered clwb: \.text: clwb_int3\+0x0: reaches store at 0x35 \(clwb_int3\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x40: unordered clwb: \.text: clwb_syscall\+0x0: reaches store at 0x45 \(clwb_syscall\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x50: unordered clwb: \.text: clwb_enqcmd\+0x0: reaches store at 0x55 \(clwb_enqcmd\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x60: unordered movnt: \.text: movdiri_store\+0x0: reaches store at 0x65 \(movdiri_store\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x70: unordered movnt: \.text: movdir64b_store\+0x0: reaches store at 0x76 \(movdir64b_store\+0x6\) with no sfence, mfence or locked instruction
[^ ]*: 0x90: unordered movnt: \.text: clzero_store\+0x0: reaches store at 0x93 \(clzero_store\+0x3\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 9
