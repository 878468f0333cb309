#!/bin/sh
# run.sh -- the fence benchmark: fences executed and time per record for
# hand-placed fences, fence=drain, fence=strict and CLFLUSH alone, and
# the fences fence=drain adds to code that already has them.
#
# Usage: bench/fence/run.sh PLUGIN [COUNT [RUNS]]   (PLUGIN: path to jcc.so;
#        COUNT records per timed run, default 200000; RUNS rounds, default 11)
#
# Copyright (C) 2026 The jcc developers.
# This file is free software; see COPYING for the conditions.

set -e
plugin=${1:?usage: run.sh PLUGIN [COUNT [RUNS]]}
count=${2:-200000}
runs=${3:-11}
here=$(cd "$(dirname "$0")" && pwd)
work=${TMPDIR:-/tmp}/jcc-fence-bench.$$
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
cc="gcc -O2"
data=/dev/shm/jcc-fence-bench.$$

$cc -o "$work/fencecount" "$here/fencecount.c"
$cc -DHAND_FENCES=1 -o "$work/hand" "$here/workload.c"
$cc -DHAND_FENCES=0 -fplugin="$plugin" -o "$work/drain" "$here/workload.c"
$cc -DHAND_FENCES=0 -fplugin="$plugin" -fplugin-arg-jcc-fence=strict \
    -o "$work/strict" "$here/workload.c"
$cc -DHAND_FENCES=2 -o "$work/hand-always" "$here/workload.c"
for h in 1 2; do
  $cc -DHAND_FENCES=$h -fplugin="$plugin" -fplugin-arg-jcc-verbose \
      -fdiagnostics-plain-output -o "$work/hand$h-drain" "$here/workload.c" \
      2> "$work/hand$h-drain.notes"
done

for h in 1 2; do
  echo "fences drain adds to the source with HAND_FENCES=$h:"
  grep "flush sites" "$work/hand$h-drain.notes" | sed 's/^.*note: /  /'
done
printf "static sfences: hand %s, hand+drain %s; hand-always %s, hand-always+drain %s\n" \
  "$(objdump -d "$work/hand" | grep -c '[[:space:]]sfence')" \
  "$(objdump -d "$work/hand1-drain" | grep -c '[[:space:]]sfence')" \
  "$(objdump -d "$work/hand-always" | grep -c '[[:space:]]sfence')" \
  "$(objdump -d "$work/hand2-drain" | grep -c '[[:space:]]sfence')"

# Per record, exactly: fences and instructions executed, from the
# single-stepper's counts for 1000 and for 2000 records (the difference
# leaves out start-up and the final checksum loop, which depend on
# nothing but the count).
variants="hand:clwb hand-always:clwb drain:clwb strict:clwb
	  hand:clflushopt drain:clflushopt strict:clflushopt
	  hand:clflush drain:clflush"
for v in $variants; do
  b=${v%%:*} f=${v#*:}
  for n in 1000 2000; do
    "$work/fencecount" "$work/$b" "$data" $n "$f" 2>&1 >/dev/null \
      | sed -n 's/^fencecount: \([0-9]*\) insns, \([0-9]*\) sfence.*/\1 \2/p' \
      > "$work/count-$b-$f-$n"
  done
done

# Times: RUNS rounds, each running every variant once in turn, so that
# a change in the machine's load touches all alike; the median of each.
for r in $(seq "$runs"); do
  for v in $variants; do
    b=${v%%:*} f=${v#*:}
    "$work/$b" "$data" "$count" "$f" | sed 's/ ns.*//' >> "$work/times-$b-$f"
  done
done
median () { sort -n "$1" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

printf "\n%-12s %-11s %8s %8s %10s %9s\n" build flush "sfences" "insns" "ns/record" "vs hand"
for v in $variants; do
  b=${v%%:*} f=${v#*:}
  set -- $(cat "$work/count-$b-$f-1000") $(cat "$work/count-$b-$f-2000")
  insns=$(( ($3 - $1) / 1000 )) fences=$(awk -v a="$2" -v b="$4" 'BEGIN { print (b - a) / 1000 }')
  t=$(median "$work/times-$b-$f")
  [ "$b" = hand ] && hand_t=$t
  printf "%-12s %-11s %8s %8s %10s %9s\n" "$b" "$f" "$fences" "$insns" "$t" \
    "$(awk -v a="$t" -v h="$hand_t" 'BEGIN { printf "%+.1f%%", (a / h - 1) * 100 }')"
done
echo "(median of $runs interleaved runs of $count records each)"
