#name: plugin: with -fno-plt the TLS calls go through the GOT: indirect calls, never marked (32-bit)
#cc: -O2 -m32 -fPIC -fno-plt -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-tls.c
#warning_output: marks-tls-noplt-32.l
