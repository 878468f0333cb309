#name: plugin: types, boundary, hot-threshold and hot-loops without select are one warning each
#cc: -fplugin-arg-jcc-types=jcc -fplugin-arg-jcc-boundary=64 -fplugin-arg-jcc-hot-threshold=10 -fplugin-arg-jcc-hot-loops=yes
#source: empty.c
#warning_output: marks-no-select.l
