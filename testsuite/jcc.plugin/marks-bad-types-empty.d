#name: plugin: types=jcc++ret: an empty kind is one error
#cc: -fplugin-arg-jcc-types=jcc++ret
#source: empty.c
#error_output: marks-bad-types-empty.l
