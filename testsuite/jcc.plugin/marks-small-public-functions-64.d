#name: plugin: small-public-functions=256 (the default) makes hot the rare path of a function of 64 to 256 instructions that other files may call or whose address is taken, not of a static one or a bigger one (64-bit)
#cc: -O2 -m64 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-small-public-functions.c
#scan: marks
directive: \.align_branch 32, none
static_mid: mark cmpl\+je
static_mid: ret
static_mid: jmp
pointed_mid: mark cmpl\+je
pointed_mid: ret
pointed_mid: mark jmp
extern_mid: mark cmpl\+je
extern_mid: ret
extern_mid: mark jmp
call_static_mid: call
call_static_mid: ret
register_pointed_mid: mark jmp
extern_big: mark cmpl\+je
extern_big: ret
extern_big: jmp
