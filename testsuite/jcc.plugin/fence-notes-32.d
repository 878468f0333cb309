#name: plugin: fence=drain notes, 32-bit: each inserted fence at its source line, and counts per function
#cc: -O2 -m32 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-drain.c
#warning_output: fence-notes-32.l
