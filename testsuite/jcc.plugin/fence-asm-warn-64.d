#name: plugin: 64-bit: an asm that stores or returns after its own flush, with no fence between them, is warned about
#cc: -O2 -m64 -mclwb -fdiagnostics-plain-output
#source: fence-asm.c
#warning_output: fence-asm-warn.l
