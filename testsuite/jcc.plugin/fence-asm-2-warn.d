#name: plugin: no warning for an asm goto that jumps to its label operand after its own flush
#cc: -O2 -m64 -mclwb
#source: fence-asm-2.c
#warning_output: fence-asm-2.l
