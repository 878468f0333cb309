#name: plugin: types=jcc+foo: an unknown kind is one error naming it
#cc: -fplugin-arg-jcc-types=jcc+foo
#source: empty.c
#error_output: marks-bad-types-kind.l
