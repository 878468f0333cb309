#name: plugin: report=FILE.json gives the flush sites and inserted fences as JSON
#cc: -O2 -m64 -fplugin-arg-jcc-report=tmpdir/fence-report.json
#source: fence-drain.c
#scan: file tmpdir/fence-report.json
\{"file": ".*/fence-drain\.c", .*
  "functions": \[
    \{"name": "straight", .*"marked": \{[^}]*\}, "flush": \{"sites": 1, "existing_fences": 0, "fences_inserted": 1, "lines": \[24\]\}\},
    \{"name": "loop_commit", .*"flush": \{"sites": 1, "existing_fences": 0, "fences_inserted": 1, "lines": \[34\]\}\},
#pass
