#name: plugin: small-public-functions=256 (the default) makes hot the rare path of a function of 64 to 256 instructions that other files may call or whose address is taken, not of a static one or a bigger one (32-bit)
#cc: -O2 -m32 -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-mark-regions=0 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-small-public-functions.c
#scan: marks
directive: \.align_branch 32, none
static_mid: call
static_mid: mark je
static_mid: ret
static_mid: call
static_mid: jmp
pointed_mid: call
pointed_mid: mark je
pointed_mid: ret
pointed_mid: call
pointed_mid: mark jmp
extern_mid: call
extern_mid: mark je
extern_mid: ret
extern_mid: call
extern_mid: mark jmp
call_static_mid: call
call_static_mid: ret
register_pointed_mid: call
register_pointed_mid: call
register_pointed_mid: ret
extern_big: call
extern_big: mark je
extern_big: ret
extern_big: call
extern_big: jmp
__x86\.get_pc_thunk\.bx: ret
