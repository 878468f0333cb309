#name: plugin: cold-landing=sometimes is one error naming it
#cc: -fplugin-arg-jcc-cold-landing=sometimes
#source: empty.c
#error_output: cold-landing-bad.l
