#name: plugin: -fplugin-arg-jcc-clflush-ordered=YES is reported, naming the argument
#cc: -fplugin-arg-jcc-clflush-ordered=YES
#source: empty.c
#error_output: fence-bad-clflush-ordered.l
