#name: plugin: the ret after the call of __morestack (-fsplit-stack) is a return (64-bit)
#cc: -O2 -m64 -fsplit-stack -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call+ret+indirect -fplugin-arg-jcc-mark-regions=0
#source: marks-split-stack.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
frame: mark cmpq\+jb
frame: mark call
frame: mark ret
frame: mark call
frame: mark ret
frame: mark jmp
