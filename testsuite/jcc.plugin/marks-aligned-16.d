#name: plugin: with jcc-as and boundary=16, no marked branch crosses or ends on a 16-byte boundary (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-boundary=16 -fplugin-arg-jcc-mark-regions=0
#source: marks-many.c
#scan: aligned
