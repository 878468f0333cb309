#name: plugin: hot-threshold=6 leaves out the path GCC guesses runs on 5% of the calls
#cc: -O2 -m64 -fplugin-arg-jcc-select -fplugin-arg-jcc-hot-threshold=6 -fplugin-arg-jcc-types=jcc+fused+jmp -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#scan: marks
directive: \.align_branch 32, none
#...
rarely: mark cmpl\+je
rarely: ret
rarely: jmp
rarely_hot: mark cmpl\+je
rarely_hot: ret
rarely_hot: mark jmp
