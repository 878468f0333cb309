#name: 32-bit: --check-flush reports pushes, ENTER, INT3, SYSCALL and ENQCMD after a flush, and stores after MOVDIRI, MOVDIR64B and CLZERO
#source: flush-kinds.s
#as: --32
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_push\+0x0: reaches store at 0x4 \(clwb_push\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x10: unordered clwb: \.text: clwb_pushf\+0x0: reaches store at 0x14 \(clwb_pushf\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x20: unordered clwb: \.text: clwb_enter\+0x0: reaches store at 0x24 \(clwb_enter\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x30: unordered clwb: \.text: clwb_int3\+0x0: reaches store at 0x34 \(clwb_int3\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x40: unordered clwb: \.text: clwb_syscall\+0x0: reaches store at 0x44 \(clwb_syscall\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x50: unordered clwb: \.text: clwb_enqcmd\+0x0: reaches store at 0x54 \(clwb_enqcmd\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x60: unordered movnt: \.text: movdiri_store\+0x0: reaches store at 0x64 \(movdiri_store\+0x4\) with no sfence, mfence or locked instruction
[^ ]*: 0x70: unordered movnt: \.text: movdir64b_store\+0x0: reaches store at 0x75 \(movdir64b_store\+0x5\) with no sfence, mfence or locked instruction
[^ ]*: 0x80: unordered movnt: \.text: clzero_store\+0x0: reaches store at 0x83 \(clzero_store\+0x3\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 9
