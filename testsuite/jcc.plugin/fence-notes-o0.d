#name: plugin: fence=drain notes at -O0: no fence for spills and locals
#cc: -O0 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-drain.c
#warning_output: fence-notes-o0.l
