#name: plugin: small-public-functions=0 leaves the rare path of a function that other files may call or whose address is taken to the threshold (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-public-functions=0
#source: marks-small-public-functions.c
#scan: marks
directive: \.align_branch 32, none
static_mid: mark cmpl\+je
static_mid: ret
static_mid: jmp
pointed_mid: mark cmpl\+je
pointed_mid: ret
pointed_mid: jmp
extern_mid: mark cmpl\+je
extern_mid: ret
extern_mid: jmp
call_static_mid: call
call_static_mid: ret
register_pointed_mid: mark jmp
extern_big: mark cmpl\+je
extern_big: ret
extern_big: jmp
