#name: plugin: with -fprofile-use and hot-count-fraction=5, select=hot leaves blocks that ran a tenth as often unmarked
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-hot-count-fraction=5 -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-share.c
#profile: 100000
#scan: marks
directive: \.align_branch 32, none
#...
main: mark cmpq\+jb
main: call
main: jge
#...
often: mark cmpq\+jnb
#...
sometimes: jnb
#pass
