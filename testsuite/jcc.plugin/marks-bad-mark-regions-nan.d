#name: plugin: mark-regions=x3 is not a number
#cc: -fplugin-arg-jcc-mark-regions=x3
#source: empty.c
#error_output: marks-bad-mark-regions-nan.l
