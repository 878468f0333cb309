#name: plugin: types needs a value
#cc: -fplugin-arg-jcc-types
#source: empty.c
#error_output: marks-bad-types-value.l
