#name: plugin: call-scale=sum makes hot the rare path of a function that four others call once each (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-call-scale=sum -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-call-scale-sum.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
helper: mark call
helper: mark cmpl\+jg
helper: mark ret
helper: mark call
helper: mark cmpl\+jle
helper: call
helper: jmp
first: mark call
first: mark ret
second: mark call
second: mark ret
third: mark call
third: mark ret
fourth: mark call
fourth: mark ret
__x86\.get_pc_thunk\.bx: blanket ret

