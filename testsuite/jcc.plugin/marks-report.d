#name: plugin: report=FILE writes a line per function: branches by kind, hot and marked ones
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-report=tmpdir/marks-report.txt -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#scan: file tmpdir/marks-report.txt
jcc: branch report for .*/marks-hot\.c \(select=hot, types=jcc\+fused\+jmp\+call\+ret\+indirect, boundary=32, hot-threshold=50, hot-loops=yes, call-scale=sum, indirect-calls=by-type, indirect-share-limit=100, small-functions=0, small-public-functions=0, hot-paths=0, hot-paths-padding=any, hot-count-fraction=1000, crossing-jumps=yes, cold-landing=20, nop-count-fraction=0, repair-profile=yes, asm=yes\)
.*/marks-hot\.c:13: sum_positive: 7 branches \(jcc 0, fused 3, jmp 0, call 1, ret 3, indirect 0\), 4 hot \(jcc 0, fused 3, jmp 0, call 0, ret 1, indirect 0\), 4 marked \(jcc 0, fused 3, jmp 0, call 0, ret 1, indirect 0\)
.*/marks-hot\.c:32: count_zeros_cold: 5 branches \(jcc 1, fused 1, jmp 1, call 1, ret 1, indirect 0\), 0 hot \(jcc 0, fused 0, jmp 0, call 0, ret 0, indirect 0\), 0 marked \(jcc 0, fused 0, jmp 0, call 0, ret 0, indirect 0\)
.*/marks-hot\.c:42: count_zeros: 8 branches \(jcc 0, fused 4, jmp 1, call 1, ret 2, indirect 0\), 7 hot \(jcc 0, fused 4, jmp 1, call 1, ret 1, indirect 0\), 7 marked \(jcc 0, fused 4, jmp 1, call 1, ret 1, indirect 0\)
.*/marks-hot\.c:56: rarely: 3 branches \(jcc 0, fused 1, jmp 1, call 0, ret 1, indirect 0\), 2 hot \(jcc 0, fused 1, jmp 0, call 0, ret 1, indirect 0\), 2 marked \(jcc 0, fused 1, jmp 0, call 0, ret 1, indirect 0\)
.*/marks-hot\.c:64: rarely_hot: 3 branches \(jcc 0, fused 1, jmp 1, call 0, ret 1, indirect 0\), 3 hot \(jcc 0, fused 1, jmp 1, call 0, ret 1, indirect 0\), 3 marked \(jcc 0, fused 1, jmp 1, call 0, ret 1, indirect 0\)
total of 5 functions: 26 branches \(jcc 1, fused 10, jmp 4, call 3, ret 8, indirect 0\), 16 hot \(jcc 0, fused 9, jmp 2, call 1, ret 4, indirect 0\), 16 marked \(jcc 0, fused 9, jmp 2, call 1, ret 4, indirect 0\)
