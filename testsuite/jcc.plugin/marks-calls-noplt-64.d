#name: plugin: with -fno-plt, code that is not PIC calls through the GOT: an indirect call (64-bit)
#cc: -O2 -m64 -fno-pie -fno-plt -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-calls.c
#warning_output: marks-calls-noplt.l
