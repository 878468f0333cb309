#name: plugin: fence=drain, 64-bit: a branch whose successors both store first takes one fence before its comparison; a branch to a block that writes back another line before the return does not, the return's fence ordering both
#cc: -O2 -m64 -mclwb -msse2 -fdiagnostics-plain-output -fplugin-arg-jcc-verbose
#source: fence-branch.c
#warning_output: fence-branch.l
