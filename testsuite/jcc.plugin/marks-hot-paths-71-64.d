#name: plugin: hot-paths=71 leaves the blocks behind tests that GCC guesses go that way 70% of the time
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-paths=71 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
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
