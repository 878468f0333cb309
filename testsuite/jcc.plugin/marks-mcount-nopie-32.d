#name: plugin: with -pg, the call of mcount is marked as a direct call, and with jcc-as none crosses or ends on a boundary (32-bit)
#target: [jcc_gcc12]
#cc: -O2 -m32 -pg -fno-pie -falign-functions=1 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call -fplugin-arg-jcc-mark-regions=0
#source: marks-mcount.c
#scan: aligned
