#name: plugin: with calls marked, a mark stops at a call, and the call has a mark of its own
#cc: -O2 -m64 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=jcc+fused+jmp+call -fplugin-arg-jcc-mark-regions=0
#source: marks-position.c
#scan: file tmpdir/marks-position-call-64.s
#...
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, call
[#]NO_APP
[ 	]+movl[ 	].*
[ 	]+leal[ 	].*
[ 	]+call[ 	]+work.*
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+addl[ 	].*
[ 	]+cmpl[ 	]+\$1000, .*
[ 	]+jle[ 	].*
#pass
