#name: plugin: -fplugin-arg-jcc-fence-at-return=maybe is reported, naming the argument
#cc: -fplugin-arg-jcc-fence-at-return=maybe
#source: empty.c
#error_output: fence-bad-at-return.l
