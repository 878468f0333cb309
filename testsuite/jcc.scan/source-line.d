#name: with debug info a hazard names its source file and line
#source: archive-a.s
#as: --64 -g
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x1f: jcc: \.text: a_func\+0x1f: bytes \[0x1f,0x21\) cross boundary 0x20 \([^ ]*archive-a\.s:9\)
#pass
