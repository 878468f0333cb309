#name: --statistics: a section whose frags depend only on each other is relaxed once (64-bit)
#source: relax-rounds.s
#as: --64 --defsym X64=1 -mbranches-within-32B-boundaries -malign-branch-prefix-placement=spread -malign-branch-nops-before-labels -malign-branch-long-encodings -malign-branch-lookahead=2 --relax-through-alignments --statistics -I$srcdir/$subdir
#warning_output: relax-rounds-passes-settled.l
#objdump: -h -j .text

.*: +file format .*
#...
 +0 \.text +0+90 .*
#pass
