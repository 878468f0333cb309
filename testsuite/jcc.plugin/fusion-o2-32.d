#name: plugin: fusion table rows at -O2, 32-bit (test mem,imm never fuses)
#target: [jcc_gcc12]
#cc: -O2 -m32 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-o2.c
#warning_output: fusion-o2-32.l
