#name: plugin: small-functions=few is one error naming it
#cc: -fplugin-arg-jcc-small-functions=few
#source: empty.c
#error_output: small-functions-bad.l
