#name: plugin: types, boundary and hot-threshold without select are one warning each
#cc: -fplugin-arg-jcc-types=jcc -fplugin-arg-jcc-boundary=64 -fplugin-arg-jcc-hot-threshold=10
#source: empty.c
#warning_output: marks-no-select.l
