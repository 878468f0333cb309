#name: plugin: without align-prefixes, the mark of a loop's first branch goes after the loop's aligned head
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-prefixes.c
#scan: file tmpdir/marks-align-prefixes-no-64.s
#...
scale_sum:
\.LFB0:
[ 	]+\.cfi_startproc
[ 	]+movl[ 	].*
[ 	]+xorl[ 	].*
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+movl[ 	].*
#pass
