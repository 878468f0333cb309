#name: plugin: with jcc-as, no branch of a hot asm statement and no marked branch crosses or ends on a 32-byte boundary (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select
#source: marks-asm.c
#scan: aligned
