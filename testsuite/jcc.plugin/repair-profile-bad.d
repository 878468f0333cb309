#name: plugin: repair-profile=sometimes is one error naming it
#cc: -fplugin-arg-jcc-repair-profile=sometimes
#source: empty.c
#error_output: repair-profile-bad.l
