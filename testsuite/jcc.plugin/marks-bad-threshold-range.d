#name: plugin: hot-threshold=-5 is out of range
#cc: -fplugin-arg-jcc-hot-threshold=-5
#source: empty.c
#error_output: marks-bad-threshold-range.l
