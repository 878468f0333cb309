#name: plugin: with jcc-as, no branch select=hot marks crosses or ends on a 32-byte boundary (32-bit)
#cc: -O2 -m32 -falign-functions=1 -falign-loops=1 -falign-jumps=1 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-many.c
#scan: aligned
