#name: call frame information of padded code: .eh_frame relaxed in both rounds while .text has not settled (64-bit)
#source: relax-cfi.s
#as: --64 --defsym X64=1 --defsym UNSETTLED=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp --statistics
#warning_output: relax-cfi-passes-unsettled.l
#objdump: -Wf
#dump: relax-cfi-64.d
