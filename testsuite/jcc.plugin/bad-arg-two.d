#name: plugin: every bad argument is reported, one line each
#cc: -fplugin-arg-jcc-a -fplugin-arg-jcc-verbose=9
#source: empty.c
#error_output: bad-arg-two.l
