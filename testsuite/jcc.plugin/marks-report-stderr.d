#name: plugin: a bare report argument writes the report to standard error
#cc: -O2 -m32 -fplugin-arg-jcc-report
#source: marks-hot.c
#scan: stderr
jcc: branch report for .*/marks-hot\.c \(select=none, types=jcc\+fused\+jmp, boundary=32, hot-threshold=50, hot-loops=yes, call-scale=sum, indirect-calls=by-type, indirect-share-limit=100, small-functions=64, small-public-functions=256, hot-paths=0, hot-paths-padding=any, hot-count-fraction=1000, crossing-jumps=yes, cold-landing=20, nop-count-fraction=0, repair-profile=no, asm=yes\)
.*/marks-hot\.c:13: sum_positive: 8 branches \(jcc 0, fused 3, jmp 1, call 2, ret 2, indirect 0\), 6 hot \(.*\), 0 marked \(.*\)
#...
total of 5 functions: .*
