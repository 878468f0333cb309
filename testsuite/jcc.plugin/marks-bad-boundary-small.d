#name: plugin: boundary=8 is below 16
#cc: -fplugin-arg-jcc-boundary=8
#source: empty.c
#error_output: marks-bad-boundary-small.l
