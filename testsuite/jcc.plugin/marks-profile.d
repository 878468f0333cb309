#name: plugin: with -fprofile-use, select=hot marks what ran often and not what never ran
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-mark-regions=0
#source: marks-profile.c
#profile: 100000
#scan: marks
directive: \.align_branch 32, none
#...
main: mark call
#...
main: mark cmpl\+jge
#...
scale: mark testl\+jns
scale: mark jmp
scale\.cold: ret
negate_and_log: mark ret
never_trained: je
never_trained: jne
never_trained: jmp
never_trained: ret
