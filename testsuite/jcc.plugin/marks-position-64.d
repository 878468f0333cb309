#name: plugin: a mark starts its branch's run, after the loop's alignment, and passes over a call
#cc: -O2 -m64 -fplugin-arg-jcc-select=all
#source: marks-position.c
#scan: file tmpdir/marks-position-64.s
#...
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+movl[ 	].*
[ 	]+leal[ 	].*
[ 	]+call[ 	]+work.*
[ 	]+addl[ 	].*
[ 	]+cmpl[ 	]+\$1000, .*
[ 	]+jle[ 	].*
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+subl[ 	].*
\.L[0-9]+:
[ 	]+addq[ 	].*
[ 	]+cmpq[ 	].*
[ 	]+jne[ 	].*
#pass
