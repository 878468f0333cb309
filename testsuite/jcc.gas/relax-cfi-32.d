#name: call frame information of padded code: .eh_frame relaxed once after .text settles (32-bit)
#source: relax-cfi.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jcc+fused+jmp --statistics
#warning_output: relax-cfi-passes.l
#objdump: -Wf

.*: +file format .*

Contents of the .eh_frame section:
#...
0+18 0+18 0+1c FDE cie=0+ pc=0+\.\.0+67
  DW_CFA_advance_loc: 2 to 0+2
  DW_CFA_def_cfa_offset: 8
  DW_CFA_offset: r3 \(ebx\) at cfa-8
  DW_CFA_advance_loc1: 100 to 0+66
  DW_CFA_def_cfa_offset: 4
#...
0+34 0+1c 0+38 FDE cie=0+ pc=0+67\.\.0+b3
  DW_CFA_advance_loc: 3 to 0+6a
  DW_CFA_def_cfa_offset: 28
  DW_CFA_advance_loc: 33 to 0+8b
  DW_CFA_remember_state
  DW_CFA_def_cfa_offset: 4
  DW_CFA_advance_loc: 1 to 0+8c
  DW_CFA_restore_state
  DW_CFA_advance_loc: 38 to 0+b2
  DW_CFA_def_cfa_offset: 4
#pass
