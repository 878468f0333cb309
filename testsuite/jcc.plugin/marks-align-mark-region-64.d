#name: plugin: no mark for an alignment inside a region, whose instructions take prefixes already
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-align-prefixes=yes -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-mark.c
#scan: file tmpdir/marks-align-mark-region-64.s
#...
row_sums:
\.LFB[0-9]+:
[ 	]+\.cfi_startproc
[#]APP
[ 	]+\.align_branch push
[ 	]+\.align_branch 32, jcc\+fused\+jmp
[#]NO_APP
[ 	]+testl[ 	].*
[ 	]+jle[ 	].*
[ 	]+movslq[ 	].*
[ 	]+movslq[ 	].*
[ 	]+salq[ 	].*
[ 	]+leaq[ 	].*
[ 	]+leaq[ 	].*
[ 	]+movq[ 	].*
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[ 	]+xorl[ 	].*
#pass
