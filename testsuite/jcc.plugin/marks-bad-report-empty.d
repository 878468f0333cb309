#name: plugin: report= with no file name is one error
#cc: -fplugin-arg-jcc-report=
#source: empty.c
#error_output: marks-bad-report-empty.l
