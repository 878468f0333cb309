#name: plugin: a basic asm in a function (in a PARALLEL with the flags clobber) is read for flushes, and marks go round it (32-bit)
#cc: -O2 -m32 -mclwb -fplugin-arg-jcc-select=all
#as: --32
#source: fence-basic-asm.c
#objdump: -dw

#...
[0-9a-f]+ <basic_flush>:
#...
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+clwb[ 	]+.*
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+sfence
[ 	]+[a-f0-9]+:[ 	]+[a-f0-9 ]+[ 	]+movl[ 	]+\$0x1,.*
#...
[0-9a-f]+ <basic_plain>:
#...
.*[ 	]pause
#pass
