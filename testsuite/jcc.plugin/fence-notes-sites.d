#name: plugin: verbose=2 notes each flush site and each existing fence
#cc: -O2 -m64 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose=2
#source: fence-drain.c
#warning_output: fence-notes-sites.l
