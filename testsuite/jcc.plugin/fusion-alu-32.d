#name: plugin: a shift left by one printed as add fuses with its jump (32-bit)
#cc: -O2 -m32 -fno-pie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-alu.c
#warning_output: fusion-alu.l
