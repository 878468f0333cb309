#name: plugin: verbose=2x is not a number
#cc: -fplugin-arg-jcc-verbose=2x
#source: empty.c
#error_output: bad-arg-verbose-nan.l
