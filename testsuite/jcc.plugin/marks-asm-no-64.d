#name: plugin: asm=no leaves the asm statements out of the marks' regions (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-asm=no -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-asm.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
spin: mark testl\+jle
spin: jnz
spin: jnz
spin: jnz
spin: mark testb\+je
spin: jnz
spin: jnz
spin: jnz
spin: mark cmpq\+jne
spin: ret
spin: ret
note_zero: ret
count_zero: blanket jle
count_zero: blanket jmp
count_zero: blanket je
count_zero: mark jne
count_zero: call
count_zero: mark cmpq\+jne
count_zero: ret
count_zero: ret
rarely: jnz
rarely: ret
barrier: mark testl\+jle
barrier: mark cmpq\+jne
barrier: ret
barrier: ret
main: mark cmpq\+jne
main: call
main: call
main: call
main: call
main: call
main: ret
