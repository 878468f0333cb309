#name: plugin: the stack-probe loop of -fstack-clash-protection, an insn that is no jump, is marked under select=hot too
#cc: -O2 -m64 -fstack-clash-protection -fdiagnostics-plain-output -fplugin-arg-jcc-select=hot -fplugin-arg-jcc-verbose=2 -fplugin-arg-jcc-types=jcc+fused+jmp
#source: marks-probe.c
#warning_output: marks-probe.l
