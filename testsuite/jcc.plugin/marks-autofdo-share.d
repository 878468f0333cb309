#name: plugin: with -fauto-profile, select=hot marks blocks that ran a tenth as often as the most frequent
#target: [jcc_gcc12]
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile-share.c
#autofdo: marks-profile-share.autofdo
#scan: marks
directive: \.align_branch 32, none
often: mark cmpq\+jnb
often: mark ret
often: mark ret
twice: mark ret
sometimes: mark cmpq\+jnb
sometimes: mark ret
sometimes: mark call
sometimes: mark ret
#pass
