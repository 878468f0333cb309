#name: plugin: -fplugin-arg-jcc-fence=lazy is reported, naming the argument
#cc: -fplugin-arg-jcc-fence=lazy
#source: empty.c
#error_output: fence-bad-mode.l
