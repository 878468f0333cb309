#name: plugin: a test or and of a high-byte register fuses with its jump (-Os, 64-bit)
#cc: -Os -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-highbyte.c
#warning_output: fusion-highbyte.l
