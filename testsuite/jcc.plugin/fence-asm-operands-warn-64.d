#name: plugin: 64-bit: an asm that stores after its own flush is warned about, one that only reads memory (cmp, bt, mul, x87 loads, %st(1)) or locks (CMPccXADD) is not; in Intel syntax a symbol without brackets is memory
#cc: -O2 -m64 -fdiagnostics-plain-output
#source: fence-asm-operands.c
#warning_output: fence-asm-operands.l
