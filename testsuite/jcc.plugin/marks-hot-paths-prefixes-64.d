#name: plugin: hot-paths-padding=prefixes marks the blocks that only hot-paths makes hot for prefixes only (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-paths=50 -fplugin-arg-jcc-hot-paths-padding=prefixes -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-paths.c
#scan: file tmpdir/marks-hot-paths-prefixes-64.s
#...
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+cmpl[ 	]+\$1, %edi
#...
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+cmpl[ 	]+\$2, %esi
#...
[ 	]+\.align_branch mark, fused, prefixes
[#]NO_APP
[ 	]+cmpl[ 	]+\$3, %edx
#...
[ 	]+\.align_branch mark, fused, prefixes
#pass
