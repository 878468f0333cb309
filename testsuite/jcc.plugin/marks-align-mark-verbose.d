#name: plugin: verbose=2 notes each code alignment marked for prefixes
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-select -fplugin-arg-jcc-align-prefixes=yes -fplugin-arg-jcc-verbose=2
#source: marks-align-mark.c
#warning_output: marks-align-mark-verbose.l
