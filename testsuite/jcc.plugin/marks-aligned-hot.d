#name: plugin: with jcc-as, the marks of the hot/cold test are aligned (64-bit, -O3)
#cc: -O3 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-hot.c
#scan: aligned
