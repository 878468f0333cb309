#name: plugin: a mark starts its branch's run, after the GOT set-up and the loop's alignment, and passes over a call (32-bit)
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select=all
#source: marks-position.c
#scan: file tmpdir/marks-position-32.s
#...
[ 	]+call[ 	]+__x86\.get_pc_thunk\.[a-z]+
[ 	]+addl[ 	]+\$_GLOBAL_OFFSET_TABLE_, .*
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
#...
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+movl[ 	].*
[ 	]+subl[ 	].*
[ 	]+\.cfi_def_cfa_offset .*
[ 	]+leal[ 	].*
[ 	]+pushl[ 	].*
[ 	]+\.cfi_def_cfa_offset .*
[ 	]+call[ 	]+work.*
[ 	]+addl[ 	].*
[ 	]+\.cfi_def_cfa_offset .*
[ 	]+addl[ 	].*
[ 	]+cmpl[ 	]+\$1000, .*
[ 	]+jle[ 	].*
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
[ 	]+subl[ 	].*
\.L[0-9]+:
#pass
