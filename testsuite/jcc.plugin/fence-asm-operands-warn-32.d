#name: plugin: 32-bit: an asm that stores after its own flush is warned about, one that only reads memory (cmp, bt, mul, x87 loads, %st(1)) or locks (CMPccXADD) is not; in Intel syntax a symbol without brackets is memory
#cc: -O2 -m32 -fdiagnostics-plain-output
#source: fence-asm-operands.c
#warning_output: fence-asm-operands.l
