#name: plugin: select=hot marks the GOT load of hot code, and pads the ret of __x86.get_pc_thunk.bx when returns are marked (32-bit PIC)
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select -fplugin-arg-jcc-types=jcc+call+ret -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-thunks.c
#scan: marks
directive: \.align_branch 32, none
directive: \.align_branch push
directive: \.align_branch 32, call\+ret
directive: \.align_branch pop
apply: mark call
apply: jle
apply: call
apply: jne
apply: mark ret
apply: ret
pick: mark call
pick: jmp
pick: ret
pick: ret
pick: ret
__x86\.get_pc_thunk\.ax: blanket ret
__x86\.get_pc_thunk\.bx: blanket ret

