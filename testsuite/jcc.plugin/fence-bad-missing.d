#name: plugin: -fplugin-arg-jcc-fence is reported, naming the argument
#cc: -fplugin-arg-jcc-fence
#source: empty.c
#error_output: fence-bad-missing.l
