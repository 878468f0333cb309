#name: plugin: fence=drain, 64-bit: a fence where weakly ordered and CLFLUSH loops join moves up onto the exits of the weakly ordered ones
#target: [jcc_gcc12]
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-hoist.c
#warning_output: fence-hoist.l
