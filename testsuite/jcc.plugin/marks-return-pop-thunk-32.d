#name: plugin: with -mfunction-return=thunk, returns that pop arguments are jumps to the thunk of %ecx (32-bit)
#cc: -O2 -m32 -fno-pie -mfunction-return=thunk -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect
#source: marks-return-pop.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
first_byte: mark jmp
add2: mark jmp
__x86_return_thunk_ecx: blanket call
__x86_return_thunk_ecx: jmp
__x86_return_thunk_ecx: blanket ret
__x86_indirect_thunk_ecx: blanket call
__x86_indirect_thunk_ecx: jmp
__x86_indirect_thunk_ecx: blanket ret
