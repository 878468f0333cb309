#name: plugin: a region ends right after its last branch, before an asm, and the next one starts after the asm (asm=no)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-asm=no -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-regions.c
#scan: file tmpdir/marks-regions-asm-64.s
#...
[ 	]+cmpl[ 	]+\$1000, %eax
[ 	]+jle[ 	]+\.L[0-9]+
[#]APP
[ 	]+\.align_branch pop
#...
[ 	]+pause
#...
[ 	]+\.align_branch push
[ 	]+\.align_branch 32, jcc\+fused\+jmp
[#]NO_APP
[ 	]+sarl[ 	].*
#pass
