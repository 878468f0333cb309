#name: plugin: an asm that stores after its own flush written as bytes, with no fence between them, is warned about
#cc: -O2 -m64 -mclwb -fdiagnostics-plain-output
#source: fence-asm-bytes.c
#warning_output: fence-asm-bytes.l
