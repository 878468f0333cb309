#name: plugin: 32-bit: an asm that stores after its own flush to an address its operands do not name (string stores, enqcmd, clzero), to an absolute or symbolic address, or after prefixes written as words, or that jumps out, is warned about
#cc: -O2 -m32 -fdiagnostics-plain-output
#source: fence-asm-implicit.c
#warning_output: fence-asm-implicit.l
