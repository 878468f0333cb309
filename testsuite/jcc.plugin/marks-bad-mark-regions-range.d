#name: plugin: mark-regions=-1 is out of range
#cc: -fplugin-arg-jcc-mark-regions=-1
#source: empty.c
#error_output: marks-bad-mark-regions-range.l
