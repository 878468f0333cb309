#name: plugin: select=hot puts a padding point before a loop's head, which control falls through to once per entry (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-padding-points=yes
#source: marks-points.c
#scan: marks
directive: \.align_branch 32, none
#...
count_below: padding point
#...
