#name: plugin: a report file that cannot be opened is one error naming it
#cc: -fplugin-arg-jcc-report=tmpdir/no-such-dir/r.txt
#source: empty.c
#error_output: marks-bad-report-open.l
