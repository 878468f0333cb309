#name: plugin: verbose=3 is out of range
#cc: -fplugin-arg-jcc-verbose=3
#source: empty.c
#error_output: bad-arg-verbose-range.l
