#name: plugin: align-prefixes=yes puts the mark of a loop's first branch before the code that falls into the loop's aligned head
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-align-prefixes=yes -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-prefixes.c
#scan: file tmpdir/marks-align-prefixes-64.s
#...
scale_sum:
\.LFB0:
[ 	]+\.cfi_startproc
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+movl[ 	].*
[ 	]+xorl[ 	].*
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[ 	]+movl[ 	].*
[ 	]+leal[ 	].*
[ 	]+addl[ 	].*
[ 	]+cmpl[ 	]+\$1000, .*
[ 	]+jle[ 	].*
#pass
