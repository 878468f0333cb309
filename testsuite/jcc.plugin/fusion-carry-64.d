#name: plugin: the 64-bit CMP and ADD of fusion-carry.c fuse with their jumps
#target: [jcc_gcc12]
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-carry.c
#warning_output: fusion-carry-64.l
