#name: plugin: boundary=32b is not a number
#cc: -fplugin-arg-jcc-boundary=32b
#source: empty.c
#error_output: marks-bad-boundary-nan.l
