#name: --statistics counts the relaxation passes, fewer through alignments (32-bit)
#source: relax-through.s
#as: --32 --relax-through-alignments --statistics -I$srcdir/$subdir
#warning_output: relax-through-passes.l
#objdump: -dw
#dump: relax-through-32.d
