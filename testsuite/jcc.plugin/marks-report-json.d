#name: plugin: report=FILE.json writes the same counts as JSON, one function a line
#cc: -O2 -m64 -fplugin-arg-jcc-select=all -fplugin-arg-jcc-types=fused+call -fplugin-arg-jcc-report=tmpdir/marks-report.json -fplugin-arg-jcc-small-functions=0 -fplugin-arg-jcc-small-public-functions=0
#source: marks-hot.c
#scan: file tmpdir/marks-report.json
\{"file": ".*/marks-hot\.c", "select": "all", "types": \["fused", "call"\], "boundary": 32, "hot_threshold": 50, "hot_loops": true, "call_scale": "sum", "indirect_calls": "by-type", "indirect_share_limit": 100, "small_functions": 0, "small_public_functions": 0, "hot_paths": 0, "hot_paths_padding": "any", "hot_count_fraction": 1000, "crossing_jumps": true, "cold_landing": 20, "nop_count_fraction": 0, "repair_profile": false, "asm": true,
  "functions": \[
    \{"name": "sum_positive", "symbol": "sum_positive", "line": 13, "branches": \{"total": 7, "jcc": 0, "fused": 3, "jmp": 0, "call": 1, "ret": 3, "indirect": 0\}, "hot": \{"total": 4, "jcc": 0, "fused": 3, "jmp": 0, "call": 0, "ret": 1, "indirect": 0\}, "marked": \{"total": 4, "jcc": 0, "fused": 3, "jmp": 0, "call": 1, "ret": 0, "indirect": 0\}\},
    \{"name": "count_zeros_cold", .*"marked": \{"total": 2, "jcc": 0, "fused": 1, "jmp": 0, "call": 1, "ret": 0, "indirect": 0\}\},
    \{"name": "count_zeros", .*\},
    \{"name": "rarely", .*\},
    \{"name": "rarely_hot", .*\}
  \],
  "total": \{"functions": 5, "branches": \{"total": 26, "jcc": 1, "fused": 10, "jmp": 4, "call": 3, "ret": 8, "indirect": 0\}, "hot": \{"total": 16, .*\}, "marked": \{"total": 13, "jcc": 0, "fused": 10, "jmp": 0, "call": 3, "ret": 0, "indirect": 0\}\}\}
