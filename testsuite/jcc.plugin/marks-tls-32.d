#name: plugin: the general- and local-dynamic TLS calls count as calls, never marked (32-bit)
#cc: -O2 -m32 -fPIC -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-tls.c
#warning_output: marks-tls-32.l
