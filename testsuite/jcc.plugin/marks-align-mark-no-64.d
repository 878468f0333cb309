#name: plugin: without align-prefixes, the marks stay after the aligned heads and no alignment is marked
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-mark.c
#scan: file tmpdir/marks-align-mark-no-64.s
#...
count_below:
\.LFB[0-9]+:
[ 	]+\.cfi_startproc
[ 	]+xorl[ 	].*
[ 	]+xorl[ 	].*
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[ 	]+movq[ 	].*
[ 	]+xorl[ 	].*
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
#pass
