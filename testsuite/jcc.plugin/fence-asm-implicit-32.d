#name: plugin: 32-bit: an asm that stores to an address its operands do not name (string stores, enqcmd, clzero) after its own flush is warned about
#cc: -O2 -m32 -fdiagnostics-plain-output
#source: fence-asm-implicit.c
#warning_output: fence-asm-implicit.l
