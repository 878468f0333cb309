#name: plugin: an unknown argument is one error naming it
#cc: -fplugin-arg-jcc-frobnicate
#source: empty.c
#error_output: bad-arg-unknown.l
