#name: plugin: hot-paths=most is not a number
#cc: -fplugin-arg-jcc-hot-paths=most
#source: empty.c
#error_output: marks-bad-hot-paths-nan.l
