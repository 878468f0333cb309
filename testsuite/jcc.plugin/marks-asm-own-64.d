#name: plugin: asm statements that set branch alignment themselves are in no region (64-bit)
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-asm-own.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 0
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, jmp
directive: \.align_branch pop
own_padding: mark testl\+jle
own_padding: jnz
own_padding: mark cmpq\+jne
own_padding: ret
own_padding: ret
split_padding: mark testl\+jle
split_padding: mark cmpq\+jne
split_padding: ret
split_padding: jmp
main: mark cmpq\+jne
main: call
main: call
main: call
main: ret
