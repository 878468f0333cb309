#name: plugin: with -fprofile-use, a C++ virtual thunk that ran in training is padded
#cc: -Os -m64 -fno-rtti -fno-exceptions -fplugin-arg-jcc-select
#source: marks-thunk.C
#profile: 1000
#scan: file tmpdir/marks-thunk-hot-64.s
#...
[ 	]+\.set[ 	]+\.LTHUNK0,_ZNK4both3getEl
[ 	]+\.align_branch push
[ 	]+\.align_branch 32, jcc\+fused\+jmp\+call\+ret\+indirect
[ 	]+\.section[ 	]+\.text\._ZNK4both3getEl,.*
[ 	]+\.weak[ 	]+_ZTv0_n24_NK4both3getEl
#...
[ 	]+jmp[ 	]+\.LTHUNK0
#...
[ 	]+\.size[ 	]+_ZTv0_n24_NK4both3getEl, \.-_ZTv0_n24_NK4both3getEl
[ 	]+\.align_branch pop
#pass
