#name: plugin: with padding-points=yes, align-prefixes=yes leaves the mark after the aligned label, whose padding point comes before its alignment
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-align-prefixes=yes -fplugin-arg-jcc-padding-points=yes -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-prefixes.c
#scan: file tmpdir/marks-align-prefixes-points-64.s
#...
scale_sum:
\.LFB0:
[ 	]+\.cfi_startproc
[ 	]+movl[ 	].*
[ 	]+xorl[ 	].*
[#]APP
[ 	]+\.align_branch pad
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
[#]NO_APP
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+movl[ 	].*
#pass
