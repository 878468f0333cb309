#name: plugin: align-prefixes=maybe is one error naming it
#cc: -fplugin-arg-jcc-select -fplugin-arg-jcc-align-prefixes=maybe
#source: empty.c
#error_output: marks-bad-align-prefixes.l
