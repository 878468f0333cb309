#name: plugin: boundary=48 is not a power of two
#cc: -fplugin-arg-jcc-boundary=48
#source: empty.c
#error_output: marks-bad-boundary-pow2.l
