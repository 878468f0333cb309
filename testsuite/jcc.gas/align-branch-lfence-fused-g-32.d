#name: an lfence after the first half parts a fusible pair; the jump is padded alone, with line information (32-bit)
#source: align-branch-lfence-fused.s
#as: --32 -g -mbranches-within-32B-boundaries -mlfence-after-load=yes
#objdump: -dw -j .text
#dump: align-branch-lfence-fused-32.d
