#name: plugin: boundary=64 sets the boundary of the marks for the whole file
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-boundary=64 -fplugin-arg-jcc-mark-regions=0
#source: marks-hot.c
#scan: marks
directive: \.align_branch 64, none
sum_positive: mark testl\+jle
#pass
