#name: plugin: fusion table rows at -O2, 64-bit (mem,imm and RIP-relative never fuse)
#target: [jcc_gcc12]
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-o2.c
#warning_output: fusion-o2.l
