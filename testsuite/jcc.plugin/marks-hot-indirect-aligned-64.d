#name: plugin: with jcc-as, the hot indirect jump and call that select=hot marks by default are aligned (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select
#source: marks-hot-indirect.c
#scan: aligned
