#name: plugin: report lists flush sites, existing fences and the line of each inserted fence
#cc: -O2 -m64 -fplugin-arg-jcc-report=tmpdir/fence-report.txt
#source: fence-drain.c
#scan: file tmpdir/fence-report.txt
jcc: branch report for .*/fence-drain\.c \(.*\)
.*/fence-drain\.c:20: straight: .*; 1 flush sites, 0 existing fences, 1 fences inserted at lines 24
.*/fence-drain\.c:30: loop_commit: .*; 1 flush sites, 0 existing fences, 1 fences inserted at lines 34
.*/fence-drain\.c:40: one_arm: .*; 2 flush sites, 1 existing fences, 1 fences inserted at lines 49
.*/fence-drain\.c:55: correct: .*; 2 flush sites, 2 existing fences, 0 fences inserted
#pass
