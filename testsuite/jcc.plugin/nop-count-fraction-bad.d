#name: plugin: nop-count-fraction=often is one error naming it
#cc: -fplugin-arg-jcc-nop-count-fraction=often
#source: empty.c
#error_output: nop-count-fraction-bad.l
