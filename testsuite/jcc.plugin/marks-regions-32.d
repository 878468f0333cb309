#name: plugin: marked branches in a row go in one region; an asm between two ends it; two in a row get a mark each (32-bit) (asm=no)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-asm=no -fplugin-arg-jcc-types=jcc+fused+jmp
#as: --32
#source: marks-regions.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
directive: \.align_branch push
directive: \.align_branch 32, jcc\+fused\+jmp
directive: \.align_branch pop
classify: blanket jle
classify: blanket jmp
classify: blanket jle
classify: blanket je
classify: blanket jl
classify: blanket jle
classify: blanket jmp
classify: blanket jmp
classify: ret
sum: mark testl\+je
sum: mark testl\+jne
sum: ret
