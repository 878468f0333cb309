#name: plugin: call-scale=deep is one error naming it
#cc: -fplugin-arg-jcc-call-scale=deep
#source: empty.c
#error_output: call-scale-bad.l
