#name: plugin: with -pg, the call of mcount is marked as an indirect call, through the GOT, and with jcc-as none crosses or ends on a boundary (32-bit)
#cc: -O2 -m32 -pg -falign-functions=1 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-mcount.c
#scan: aligned
