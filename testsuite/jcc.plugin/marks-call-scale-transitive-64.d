#name: plugin: call-scale=transitive leaves cold the rare path of a function that four others call once each (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-call-scale=transitive -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-call-scale-sum.c
#scan: marks
directive: \.align_branch 32, none
helper: mark cmpl\+jg
helper: mark ret
helper: call
helper: jg
helper: ret
helper: jmp
first: mark call
first: mark ret
second: mark call
second: mark ret
third: mark call
third: mark ret
fourth: mark call
fourth: mark ret

