#name: plugin: small-public-functions=many is one error naming it
#cc: -fplugin-arg-jcc-small-public-functions=many
#source: empty.c
#error_output: small-public-functions-bad.l
