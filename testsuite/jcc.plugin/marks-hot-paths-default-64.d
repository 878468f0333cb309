#name: plugin: without hot-paths, select=hot leaves the blocks at the end of nested likely tests to the threshold
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-paths.c
#scan: marks
directive: \.align_branch 32, none
nested: mark cmpl\+jne
nested: mark cmpl\+jne
nested: jne
nested: jg
nested: ret
nested: jmp
nested: ret
nested: jmp
nested: jmp
