#name: plugin: a C++ virtual thunk that the target writes itself is padded in a blanket region (64-bit)
#cc: -Os -m64 -fno-rtti -fno-exceptions -fplugin-arg-jcc-select
#source: marks-thunk.C
#scan: file tmpdir/marks-thunk-64.s
#...
[ 	]+\.set[ 	]+\.LTHUNK0,_ZNK4both3getEl
[ 	]+\.align_branch push
[ 	]+\.align_branch 32, jcc\+fused\+jmp\+call\+ret\+indirect
[ 	]+\.weak[ 	]+_ZTv0_n24_NK4both3getEl
[ 	]+\.type[ 	]+_ZTv0_n24_NK4both3getEl, @function
_ZTv0_n24_NK4both3getEl:
#...
[ 	]+jmp[ 	]+\.LTHUNK0
#...
[ 	]+\.size[ 	]+_ZTv0_n24_NK4both3getEl, \.-_ZTv0_n24_NK4both3getEl
[ 	]+\.align_branch pop
#pass
