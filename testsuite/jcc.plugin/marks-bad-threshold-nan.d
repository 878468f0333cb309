#name: plugin: hot-threshold=half is not a number
#cc: -fplugin-arg-jcc-hot-threshold=half
#source: empty.c
#error_output: marks-bad-threshold-nan.l
