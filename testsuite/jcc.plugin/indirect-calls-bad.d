#name: plugin: indirect-calls=some is one error naming it
#cc: -fplugin-arg-jcc-indirect-calls=some
#source: empty.c
#error_output: indirect-calls-bad.l
