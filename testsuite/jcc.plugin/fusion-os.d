#name: plugin: inc/dec fuse with je but not js, inc mem never, sub+jo never (-Os, 64-bit)
#target: [jcc_gcc12]
#cc: -Os -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-os.c
#warning_output: fusion-os.l
