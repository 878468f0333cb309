#name: plugin: TLS descriptor calls count as indirect calls and are marked (32-bit)
#cc: -O2 -m32 -fPIC -mtls-dialect=gnu2 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-tls.c
#warning_output: marks-tls-gnu2-32.l
