#name: plugin: C compiled with the plugin assembles with the jcc assembler
#cc: -O2 -m64
#source: fusion-o2.c
#objdump: -dw
#...
[0-9a-f]+ <cmp_jl>:
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+cmp[ 	]+%esi,%edi
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+jl[ 	]+[a-f0-9]+ <cmp_jl\+0x[a-f0-9]+>
#pass
