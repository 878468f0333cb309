#name: plugin: a comparison and its jump fuse across an unaligned label (-Os, 32-bit)
#target: [jcc_gcc12]
#cc: -Os -m32 -fno-pie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fusion-label.c
#warning_output: fusion-label-32.l
