#name: plugin: with jcc-as, no branch of any kind crosses or ends on a 32-byte boundary under select=all
#cc: -O2 -m64 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-many.c
#scan: aligned
