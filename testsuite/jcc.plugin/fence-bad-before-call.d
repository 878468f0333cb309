#name: plugin: -fplugin-arg-jcc-fence-before-call=1 is reported, naming the argument
#cc: -fplugin-arg-jcc-fence-before-call=1
#source: empty.c
#error_output: fence-bad-before-call.l
