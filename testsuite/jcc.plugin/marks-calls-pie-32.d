#name: plugin: in 32-bit PIC code the GOT load is a call, marked at the function's line
#cc: -O2 -m32 -fpie -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-calls.c
#warning_output: marks-calls-pie-32.l
