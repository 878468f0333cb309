#name: plugin: with jcc-as, no branch of an inline retpoline, marked or padded, crosses or ends on a 32-byte boundary (32-bit)
#cc: -O2 -m32 -mindirect-branch=thunk-inline -mfunction-return=thunk-inline -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-many.c
#scan: aligned
