#name: plugin: select=hot takes a function called in a loop as hot as the loop
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-called-in-loop.c
#scan: marks
directive: \.align_branch 32, none
chain_in_loop: mark cmpb\+jne
chain_in_loop: mark cmpb\+je
chain_in_loop: ret
chain_in_loop: mark cmpb\+jne
chain_in_loop: mark cmpb\+jne
chain_in_loop: mark cmpb\+jne
chain_in_loop: je
chain_in_loop: ret
chain_once: mark cmpb\+jne
chain_once: mark cmpb\+je
chain_once: ret
chain_once: jne
chain_once: jne
chain_once: jne
chain_once: je
chain_once: ret
count_greater: mark cmpl\+jle
count_greater: call
count_greater: mark cmpq\+jne
count_greater: call
count_greater: ret
count_greater: call
count_greater: ret

