#name: --format=json gives the hazards, the relocatable assumption and the summary
#source: archive-a.s
#as: --64
#scan: --format=json --check-flush
#status: 1
\{"program":"jcc-scan","version":"[0-9.]+","boundary":32,"kinds":"jcc\+fused\+jmp","files":\[
\{"file":"[^"]*archive-a\.o",
 "relocatable":\[\{"object":"[^"]*","assumed_alignment":32,"code_sections":1,"less_aligned":0\}\],
 "hazards":\[
  \{"object":"[^"]*","address":31,"kind":"jcc","section":"\.text","where":"a_func\+0x1f","start":31,"end":33,"boundary":32,"relation":"crosses"\}\],
 "unordered_flushes":\[\],
 "summary":\{"instructions":33,"undecodable_bytes":0,"branches":\{"jcc":2,"fused":0,"jmp":0,"call":0,"ret":0,"indirect":0\},"hazards":\{"jcc":1,"fused":0,"jmp":0,"call":0,"ret":0,"indirect":0\},"nop_instructions":31,"nop_bytes":31,"prefixed_instructions":0,"redundant_segment_prefixes":0,"unordered_flushes":0\}\}\]\}
