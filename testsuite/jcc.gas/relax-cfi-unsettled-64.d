#name: call frame information of padded code: .eh_frame relaxed in both rounds while .text has not settled (64-bit)
#source: relax-cfi.s
#as: --64 --defsym X64=1 --defsym UNSETTLED=1 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp --statistics
#warning_output: relax-cfi-passes-unsettled.l
#objdump: -Wf

.*: +file format .*

Contents of the .eh_frame section:
#...
0+18 0+18 0+1c FDE cie=0+ pc=0+\.\.0+67
  DW_CFA_advance_loc: 2 to 0+2
  DW_CFA_def_cfa_offset: 16
  DW_CFA_offset: r3 \(rbx\) at cfa-16
  DW_CFA_advance_loc1: 100 to 0+66
  DW_CFA_def_cfa_offset: 8
#...
0+34 0+20 0+38 FDE cie=0+ pc=0+67\.\.0+b6
  DW_CFA_advance_loc: 4 to 0+6b
  DW_CFA_def_cfa_offset: 32
  DW_CFA_advance_loc: 34 to 0+8d
  DW_CFA_remember_state
  DW_CFA_def_cfa_offset: 8
  DW_CFA_advance_loc: 1 to 0+8e
  DW_CFA_restore_state
  DW_CFA_advance_loc: 39 to 0+b5
  DW_CFA_def_cfa_offset: 8
#pass
