#name: plugin: with -fprofile-use, select=hot marks blocks that ran a tenth as often as the most frequent
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-share.c
#profile: 100000
#scan: marks
directive: \.align_branch 32, none
#...
main: mark cmpq\+jge
#...
often: mark cmpq\+jnb
#...
sometimes: mark cmpq\+jnb
#pass
