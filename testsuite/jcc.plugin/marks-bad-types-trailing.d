#name: plugin: types=call+: a trailing + is one error
#cc: -fplugin-arg-jcc-types=call+
#source: empty.c
#error_output: marks-bad-types-trailing.l
