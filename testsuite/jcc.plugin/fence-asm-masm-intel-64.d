#name: plugin: 64-bit, -masm=intel: an asm that stores to a symbol after its own flush is warned about, one that loads from it is not
#cc: -O2 -m64 -masm=intel -fdiagnostics-plain-output
#source: fence-asm-masm-intel.c
#warning_output: fence-asm-masm-intel.l
