#name: plugin: indirect-share-limit=lots is one error naming it
#cc: -fplugin-arg-jcc-indirect-share-limit=lots
#source: empty.c
#error_output: indirect-share-limit-bad.l
