#name: plugin: align-prefixes=yes marks the alignment of an outer loop's head, which no branch's mark comes before (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-align-prefixes=yes -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-align-mark.c
#scan: file tmpdir/marks-align-mark-32.s
#...
count_below:
\.LFB[0-9]+:
[ 	]+\.cfi_startproc
[#]APP
[ 	]+\.align_branch mark, align
[#]NO_APP
[ 	]+pushl[ 	]+%ebp
#...
[ 	]+\.p2align 4,,10
[ 	]+\.p2align 3
\.L[0-9]+:
[#]APP
[ 	]+\.align_branch mark, fused
[#]NO_APP
#pass
