#name: plugin: select=hot pads the asm statements of hot code in regions, with the jump fused with a flag output (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-asm.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
spin: mark testl\+jle
spin: blanket jnz
spin: blanket jnz
spin: blanket jnz
spin: blanket je
spin: blanket jnz
spin: blanket jnz
spin: blanket jnz
spin: blanket jne
spin: ret
spin: ret
note_zero: ret
count_zero: blanket jle
count_zero: blanket jmp
count_zero: blanket je
count_zero: blanket jne
count_zero: call
count_zero: blanket jne
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
