#name: plugin: with -fprofile-use, a C++ virtual thunk that never ran in training is not padded
#cc: -Os -m64 -fno-rtti -fno-exceptions -fplugin-arg-jcc-select
#source: marks-thunk.C
#profile: 0
#scan: file tmpdir/marks-thunk-cold-64.s
#...
[ 	]+\.set[ 	]+\.LTHUNK0,_ZNK4both3getEl
[ 	]+\.section[ 	]+\.text\._ZNK4both3getEl,.*
[ 	]+\.weak[ 	]+_ZTv0_n24_NK4both3getEl
#...
[ 	]+jmp[ 	]+\.LTHUNK0
#...
[ 	]+\.size[ 	]+_ZTv0_n24_NK4both3getEl, \.-_ZTv0_n24_NK4both3getEl
[ 	]+\.section[ 	]+.*
#pass
