#name: plugin: with jcc-as, no marked or padded branch of 32-bit PIC code with retpolines crosses or ends on a 32-byte boundary
#cc: -O2 -m32 -fpie -mindirect-branch=thunk -mfunction-return=thunk -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-many.c
#scan: aligned
