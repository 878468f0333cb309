#name: plugin: a return that pops 64 KiB of arguments, `jmp *%ecx', is an indirect branch (32-bit)
#cc: -O2 -m32 -fno-pie -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect
#source: marks-return-pop.c
#scan: marks
directive: \.align_branch 32, none
first_byte: mark jmp
add2: mark ret
