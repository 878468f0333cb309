#name: plugin: with -fauto-profile and no select, the report counts as hot what hot-count-fraction leaves
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-hot-count-fraction=5 -fplugin-arg-jcc-report
#source: marks-profile-share.c
#autofdo: marks-profile-share.autofdo
#scan: stderr
#...
.*: warning: '-fplugin-arg-jcc-hot-count-fraction' has no effect without '-fplugin-arg-jcc-select'
jcc: branch report for .*/marks-profile-share\.c \(select=none, .*hot-count-fraction=5, .*\)
.*/marks-profile-share\.c:11: often: 3 branches \(.*\), 3 hot \(.*\), 0 marked \(.*\)
.*/marks-profile-share\.c:19: twice: 1 branches \(.*\), 0 hot \(.*\), 0 marked \(.*\)
.*/marks-profile-share\.c:25: sometimes: 4 branches \(.*\), 0 hot \(.*\), 0 marked \(.*\)
#...
total of 4 functions: .*
