#name: plugin: a test or and of a high-byte register fuses with its jump (-Os, 32-bit)
#cc: -Os -m32 -fno-pie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-highbyte.c
#warning_output: fusion-highbyte.l
