#name: plugin: help takes no value
#cc: -fplugin-arg-jcc-help=yes
#source: empty.c
#error_output: bad-arg-help-value.l
