#name: plugin: asm=maybe is one error naming it
#cc: -fplugin-arg-jcc-select -fplugin-arg-jcc-asm=maybe
#source: empty.c
#error_output: marks-bad-asm.l
