#name: plugin: select=hot marks the hot loop's indirect jump and indirect call by default, not the cold function's (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-indirect.c
#scan: marks
directive: \.align_branch 32, none
interpret: mark testl\+jle
interpret: mark ja
interpret: mark jmp
interpret: mark cmpq\+jne
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
interpret_cold: jle
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
