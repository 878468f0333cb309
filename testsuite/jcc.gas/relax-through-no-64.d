#name: --no-relax-through-alignments undoes --relax-through-alignments (64-bit)
#source: relax-through.s
#as: --64 --defsym X64=1 --relax-through-alignments --no-relax-through-alignments --statistics -I$srcdir/$subdir
#warning_output: relax-through-passes-no.l
#objdump: -dw
#dump: relax-through-64.d
