#name: --statistics counts the relaxation passes, one more an alignment without --relax-through-alignments (64-bit)
#source: relax-through.s
#as: --64 --defsym X64=1 --statistics -I$srcdir/$subdir
#warning_output: relax-through-passes-no.l
#objdump: -dw
#dump: relax-through-64.d
