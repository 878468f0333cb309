#name: plugin: a basic asm statement in hot code goes in a region as an asm with operands does (64-bit)
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-asm-basic.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
skip_ahead: mark testl\+jle
skip_ahead: blanket jnz
skip_ahead: blanket jne
skip_ahead: ret
skip_ahead: ret
main: mark cmpq\+jne
main: call
main: call
main: ret
