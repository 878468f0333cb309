#name: plugin: crossing-jumps=sometimes is one error naming it
#cc: -fplugin-arg-jcc-crossing-jumps=sometimes
#source: empty.c
#error_output: crossing-jumps-bad.l
