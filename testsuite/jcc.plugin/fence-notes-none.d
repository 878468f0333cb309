#name: plugin: fence=none reports where drain would put a fence, and inserts none
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose -fplugin-arg-jcc-fence=none
#source: fence-drain.c
#warning_output: fence-notes-none.l
