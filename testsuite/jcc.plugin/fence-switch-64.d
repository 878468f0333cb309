#name: plugin: fence=drain, 64-bit: a flush before a switch's jump table or a computed goto is fenced in each case that stores and on the paths to the return, not in the loop's case that goes back to the next CLWB
#cc: -O2 -m64 -mclwb -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-switch.c
#warning_output: fence-switch.l
