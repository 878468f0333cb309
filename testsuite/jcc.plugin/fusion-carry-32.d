#name: plugin: SBB and ADC do not fuse with the jump after them (32-bit)
#cc: -O2 -m32 -fno-pie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-carry.c
#warning_output: fusion-carry-32.l
