#name: plugin: TLS descriptor calls count as indirect calls and are marked (64-bit)
#cc: -O2 -m64 -fPIC -mtls-dialect=gnu2 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+indirect
#source: marks-tls.c
#warning_output: marks-tls-gnu2-64.l
