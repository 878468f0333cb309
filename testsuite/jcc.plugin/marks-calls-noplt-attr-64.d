#name: plugin: a call of a noplt function in code that is not PIC is an indirect call (64-bit)
#cc: -O2 -m64 -fno-pie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-calls.c
#warning_output: marks-calls-noplt-attr.l
