#name: plugin: padding-points=maybe is one error naming it
#cc: -fplugin-arg-jcc-select -fplugin-arg-jcc-padding-points=maybe
#source: empty.c
#error_output: marks-bad-padding-points.l
