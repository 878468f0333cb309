#name: plugin: hot-paths=101 is out of range
#cc: -fplugin-arg-jcc-hot-paths=101
#source: empty.c
#error_output: marks-bad-hot-paths-range.l
