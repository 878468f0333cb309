#name: plugin: hot-paths-padding=prefixes marks the blocks that only hot-paths makes hot for prefixes only (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-paths=50 -fplugin-arg-jcc-hot-paths-padding=prefixes -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-paths.c
#scan: file tmpdir/marks-hot-paths-prefixes-32.s
#...
[ 	]+\.align_branch mark, jcc
#...
[ 	]+\.align_branch mark, jcc
[#]NO_APP
[ 	]+cmpl[ 	]+\$2, .*
#...
[ 	]+\.align_branch mark, jcc, prefixes
[#]NO_APP
[ 	]+cmpl[ 	]+\$3, .*
#...
[ 	]+\.align_branch mark, jcc, prefixes
#pass
