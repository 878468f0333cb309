#name: plugin: the report's header says whether counts were mended, crossing jumps and cold landings marked, as the arguments decide it
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-repair-profile=no -fplugin-arg-jcc-crossing-jumps=no -fplugin-arg-jcc-cold-landing=0 -fplugin-arg-jcc-report
#source: marks-hot.c
#scan: stderr
jcc: branch report for .*/marks-hot\.c \(select=hot, types=jcc\+fused\+jmp\+call\+ret\+indirect, boundary=32, hot-threshold=50, hot-loops=yes, call-scale=sum, indirect-calls=by-type, indirect-share-limit=100, small-functions=64, small-public-functions=256, hot-paths=0, hot-paths-padding=any, hot-count-fraction=1000, crossing-jumps=no, cold-landing=0, nop-count-fraction=0, repair-profile=no, asm=yes\)
#...
total of 5 functions: .*
