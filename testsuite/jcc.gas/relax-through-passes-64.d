#name: --statistics counts the relaxation passes, fewer through alignments (64-bit)
#source: relax-through.s
#as: --64 --defsym X64=1 --relax-through-alignments --statistics -I$srcdir/$subdir
#warning_output: relax-through-passes.l
#objdump: -dw
#dump: relax-through-64.d
