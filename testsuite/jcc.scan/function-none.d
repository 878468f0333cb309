#name: --function matching no function finds nothing, exit status 0
#source: boundary.s
#as: --64 --defsym X64=1
#scan: --kinds=all --function=^no_such_function$
#status: 0
[^ ]*: note: relocatable object: .*
[^ ]*: summary: boundary 32, kinds jcc\+fused\+jmp\+call\+ret\+indirect, 0 instructions
#pass
