#name: plugin: hot-paths-padding=nops is one error naming it
#cc: -fplugin-arg-jcc-select -fplugin-arg-jcc-hot-paths-padding=nops
#source: empty.c
#error_output: marks-bad-hot-paths-padding.l
