#name: plugin: repair-profile=yes works without select, and verbose says which function's counts it mended
#cc: -O2 -m64 -fgimple -fdiagnostics-plain-output -fplugin-arg-jcc-repair-profile=yes -fplugin-arg-jcc-verbose
#source: repair-profile.c
#warning_output: repair-profile-verbose.l
