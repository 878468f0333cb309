#name: plugin: select=hot marks the hot loop's indirect jump and indirect call by default, not the cold function's (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-indirect.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret\+indirect
directive: \.align_branch pop
interpret: mark call
interpret: mark testl\+jle
interpret: mark ja
interpret: mark jmp
interpret: mark cmpl\+jne
interpret: mark ret
interpret: mark jmp
interpret: mark jmp
interpret: mark call
interpret: mark jmp
interpret: mark jmp
interpret: mark jmp
interpret: mark jmp
interpret: mark jmp
interpret: ret
interpret_cold: call
interpret_cold: jge
interpret_cold: ja
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: call
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: jmp
interpret_cold: ret
__x86\.get_pc_thunk\.si: blanket ret
__x86\.get_pc_thunk\.di: blanket ret
