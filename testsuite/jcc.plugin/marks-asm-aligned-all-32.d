#name: plugin: with jcc-as and select=all, no branch of an asm statement crosses or ends on a 32-byte boundary (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect
#source: marks-asm.c
#scan: aligned
