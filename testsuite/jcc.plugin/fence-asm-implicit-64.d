#name: plugin: 64-bit: an asm that stores to an address its operands do not name (string stores, enqcmd, clzero) after its own flush is warned about
#cc: -O2 -m64 -fdiagnostics-plain-output
#source: fence-asm-implicit.c
#warning_output: fence-asm-implicit.l
