#name: 64-bit: --check-flush reports a flush that reaches a store past CPUID or SERIALIZE, not past SFENCE, MFENCE or XCHG with memory
#source: flush-serialize.s
#as: --64
#scan: --check-flush --kinds=jcc
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x0: unordered clwb: \.text: clwb_cpuid\+0x0: reaches store at 0x7 \(clwb_cpuid\+0x7\) with no sfence, mfence or locked instruction
[^ ]*: 0x10: unordered clflushopt: \.text: clflushopt_serialize\+0x0: reaches store at 0x18 \(clflushopt_serialize\+0x8\) with no sfence, mfence or locked instruction
[^ ]*: summary: boundary 32, kinds jcc, [0-9]+ instructions
#...
  unordered flushes: 2
