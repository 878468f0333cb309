#name: plugin: with jcc-as, no branch hot-loops=yes marks crosses or ends on a 16-byte boundary (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-loops=yes -fplugin-arg-jcc-boundary=16 -fplugin-arg-jcc-mark-regions=0
#source: marks-hot-loops.c
#scan: aligned
