#name: plugin: fence=drain, 32-bit: a flush before a switch's jump table or a computed goto gets a fence in each case that stores and on the paths to the return, not in a loop's case that goes back to the next CLWB; a computed goto whose every target stores or returns first (64-bit) gets one, before its jump
#cc: -O2 -m32 -mclwb -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-switch.c
#warning_output: fence-switch-32.l
