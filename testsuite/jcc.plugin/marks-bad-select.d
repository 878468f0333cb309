#name: plugin: select=sometimes is one error naming it
#cc: -fplugin-arg-jcc-select=sometimes
#source: empty.c
#error_output: marks-bad-select.l
