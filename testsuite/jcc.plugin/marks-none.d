#name: plugin: select=none writes neither the directive nor any mark
#cc: -O2 -m64 -fplugin-arg-jcc-select=none
#source: marks-hot.c
#scan: marks
#failif
#...
(directive|[^ ]+: mark) .*
#pass
