#name: plugin: fence=strict notes each fence before and after a flush
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose -fplugin-arg-jcc-fence=strict
#source: fence-drain.c
#warning_output: fence-notes-strict.l
