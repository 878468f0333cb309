#name: plugin: -m32: hot-paths=70 marks the likely path through nested tests that GCC guesses run 70% of the time
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-paths=70 -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-hot-paths.c
#scan: marks
directive: \.align_branch 32, none
nested: call
nested: mark jne
nested: mark jne
nested: mark jne
nested: mark jg
nested: ret
nested: call
nested: ret
nested: call
nested: ret
nested: call
nested: ret
__x86\.get_pc_thunk\.bx: ret
