#name: plugin: hot-paths=70 marks the likely path through nested tests that GCC guesses run 70% of the time
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-hot-paths=70 -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot-paths.c
#scan: marks
directive: \.align_branch 32, none
nested: mark cmpl\+jne
nested: mark cmpl\+jne
nested: mark cmpl\+jne
nested: mark cmpl\+jg
nested: ret
nested: jmp
nested: ret
nested: jmp
nested: jmp
