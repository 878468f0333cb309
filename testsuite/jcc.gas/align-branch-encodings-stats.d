#name: -malign-branch-stats counts the bytes of longer encodings apart from prefixes and NOPs (64-bit)
#source: align-branch-encodings.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch-prefix-placement=spread -malign-branch-long-encodings -malign-branch-stats
#warning_output: align-branch-encodings-stats.l
#objdump: -dw
#dump: align-branch-encodings-spread-64.d
