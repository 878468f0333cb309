#name: plugin: with fence=none the report lists where fences are needed and inserts none
#cc: -O2 -m64 -fplugin-arg-jcc-fence=none -fplugin-arg-jcc-report=tmpdir/fence-report-none.txt
#source: fence-drain.c
#scan: file tmpdir/fence-report-none.txt
jcc: branch report for .*/fence-drain\.c \(.*\)
.*/fence-drain\.c:20: straight: .*; 1 flush sites, 0 existing fences, 1 fences needed at lines 24
.*/fence-drain\.c:30: loop_commit: .*; 1 flush sites, 0 existing fences, 1 fences needed at lines 34
#pass
