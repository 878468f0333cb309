#name: plugin: types, boundary, hot-threshold, hot-loops, call-scale, indirect-calls, indirect-share-limit, hot-paths, hot-count-fraction, padding-points, cold-landing and nop-count-fraction without select are one warning each
#cc: -fplugin-arg-jcc-types=jcc -fplugin-arg-jcc-boundary=64 -fplugin-arg-jcc-hot-threshold=10 -fplugin-arg-jcc-hot-loops=yes -fplugin-arg-jcc-call-scale=direct -fplugin-arg-jcc-indirect-calls=none -fplugin-arg-jcc-indirect-share-limit=10 -fplugin-arg-jcc-hot-paths=50 -fplugin-arg-jcc-hot-count-fraction=100 -fplugin-arg-jcc-padding-points=yes -fplugin-arg-jcc-cold-landing=0 -fplugin-arg-jcc-nop-count-fraction=10
#source: empty.c
#warning_output: marks-no-select.l
