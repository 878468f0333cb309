#name: plugin: when its ret is padded, the section of __x86.get_pc_thunk.bx is aligned to the boundary (32-bit)
#cc: -O2 -m32 -fpie -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=call+ret
#source: marks-thunks.c
#as: --32
#objdump: -h
#...
 +[0-9]+ \.text\.__x86\.get_pc_thunk\.bx +0+4 +0+ +0+ +[0-9a-f]+ +2\*\*5
#pass
