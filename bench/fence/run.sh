#!/bin/sh
# run.sh -- the fence benchmark: fences executed and time per record for
# hand-placed fences, fence=drain, fence=strict and CLFLUSH alone, and
# the fences fence=drain adds to code that already has them.
#
# Usage: bench/fence/run.sh PLUGIN [COUNT]   (PLUGIN: path to jcc.so)
#
# Copyright (C) 2026 The jcc developers.
# This file is free software; see COPYING for the conditions.

set -e
plugin=${1:?usage: run.sh PLUGIN [COUNT]}
count=${2:-200000}
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

printf "\n%-22s %-11s %12s %8s %s\n" build flush "sfences" "per rec" "time"
for variant in "hand clwb" "hand-always clwb" "drain clwb" "strict clwb" \
	       "hand clflushopt" "drain clflushopt" "strict clflushopt" \
	       "hand clflush" "drain clflush"; do
  set -- $variant
  fences=$("$work/fencecount" "$work/$1" "$data" 2000 "$2" 2>&1 >/dev/null \
	   | sed -n 's/.* \([0-9]*\) sfence.*/\1/p')
  best=$(for rep in 1 2 3 4 5; do
	   "$work/$1" "$data" "$count" "$2" | sed 's/ ns.*//'
	 done | sort -n | head -1)
  printf "%-22s %-11s %12s %8s %s ns/record (best of 5, %s records)\n" \
    "$1" "$2" "$fences/2000" "$(echo "$fences" | awk '{ print $1 / 2000 }')" \
    "$best" "$count"
done
