#name: plugin: version takes no value
#cc: -fplugin-arg-jcc-version=1
#source: empty.c
#error_output: bad-arg-version-value.l
