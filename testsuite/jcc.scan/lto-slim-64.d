#name: an object of GCC's intermediate language only (-flto) is a warning, exit status 0
#source: lto.s
#as: --64
#stderr: lto-slim.l
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp, 0 instructions
#pass
