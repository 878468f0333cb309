#name: plugin: fence=drain, 32-bit: a flush before a switch's range check and jump table, or a computed goto, whose every case stores or returns first gets one fence, before the range check or the jump; in a loop, the case that goes back to the next CLWB gets none and each case that stores gets its own
#cc: -O2 -m32 -mclwb -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-switch.c
#warning_output: fence-switch.l
