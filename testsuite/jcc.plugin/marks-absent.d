#name: plugin: without select, a report but neither the directive nor any mark
#cc: -O2 -m64 -fplugin-arg-jcc-report=tmpdir/marks-absent.txt
#source: marks-hot.c
#scan: marks
#failif
#...
(directive|[^ ]+: mark) .*
#pass
