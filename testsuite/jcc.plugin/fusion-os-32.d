#name: plugin: inc/dec fusion rows at -Os, 32-bit
#cc: -Os -m32 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-os.c
#warning_output: fusion-os-32.l
