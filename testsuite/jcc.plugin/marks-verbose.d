#name: plugin: verbose notes how many branches of each function are marked
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-select -fplugin-arg-jcc-verbose -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#warning_output: marks-verbose.l
