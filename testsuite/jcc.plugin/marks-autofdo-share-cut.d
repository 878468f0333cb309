#name: plugin: with -fauto-profile and hot-count-fraction=5, select=hot leaves blocks that ran a tenth as often as the unit's most frequent unmarked
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-hot-count-fraction=5 -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-share.c
#autofdo: marks-profile-share.autofdo
#scan: marks
directive: \.align_branch 32, none
often: mark cmpq\+jnb
often: mark ret
often: mark ret
twice: ret
sometimes: jnb
sometimes: ret
sometimes: call
sometimes: ret
main: jle
#pass
