#name: plugin: hot-paths-padding=prefixes puts an asm of a block that only hot-paths makes hot in a region for prefixes only, with the jump on its flag (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-indirect-calls=none -fplugin-arg-jcc-hot-paths=50 -fplugin-arg-jcc-hot-paths-padding=prefixes -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-paths-asm.c
#scan: file tmpdir/marks-hot-paths-asm-32.s
#...
[ 	]+\.align_branch mark, fused, prefixes
[#]NO_APP
[ 	]+cmpl[ 	]+\$3, %edx
[ 	]+jne[ 	]+\.L[0-9]+
[#]APP
[ 	]+\.align_branch push
[ 	]+\.align_branch 32, jcc\+fused\+jmp, prefixes
[#]NO_APP
[ 	]+movl[ 	]+4\(%[er]cx\), %eax
[#]APP
[#] [0-9]+ "[^"]*marks-hot-paths-asm\.c" 1
[ 	]+testl %eax, %eax
[#] 0 "" 2
[#]NO_APP
[ 	]+je[ 	]+\.L[0-9]+
[#]APP
[ 	]+\.align_branch pop
#pass
