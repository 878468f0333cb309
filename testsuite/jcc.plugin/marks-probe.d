#name: plugin: the stack-probe loop of -fstack-clash-protection is a fused pair, marked under select=all
#cc: -O2 -m64 -fstack-clash-protection -fdiagnostics-plain-output -fplugin-arg-jcc-select=all -fplugin-arg-jcc-verbose=2
#source: marks-probe.c
#warning_output: marks-probe.l
