#! /bin/sh
# interesting.sh -- creduce's test for a csmith program that jcc-gcc
# builds differently from gcc.
#
# Usage: interesting.sh [FILE]    (default: $JCC_REDUCE_FILE)
#
# Exit status 0 (interesting) when FILE, a C program:
#   - has no undefined behaviour that GCC can see: it compiles without
#     the warnings that flag it (uninitialised variables, missing return
#     values, implicit declarations...), and its gcc build with
#     -fsanitize=undefined,address runs to the end without a report;
#   - built by the reference compiler, exits 0;
#   - and, with JCC_REDUCE_KIND=run (the default), its jcc-gcc build
#     exits non-zero or prints something else; with JCC_REDUCE_KIND=ice,
#     jcc-gcc stops with an internal compiler error.
# Any other exit status means not interesting.
#
# creduce runs it with no argument, in a directory of its own that
# holds a copy of the file being reduced, named as JCC_REDUCE_FILE says.
# The environment says how to build:
#   JCC_REF_CC   the reference compiler and its flags (e.g. gcc -O2 -w -I...)
#   JCC_TEST_CC  the compiler under test and its flags (jcc-gcc -O2 ...)
#   JCC_TIMEOUT  seconds a build of FILE may run (default 10)
# The commands may hold absolute paths only.
#
# Copyright (C) 2026 The jcc developers.
# This file is free software; see COPYING for the conditions.

file=${1-${JCC_REDUCE_FILE-}}
if test -z "$file" || test ! -f "$file"; then
  echo "usage: interesting.sh FILE" >&2
  exit 2
fi
: "${JCC_REF_CC:?JCC_REF_CC must name the reference compiler}"
: "${JCC_TEST_CC:?JCC_TEST_CC must name the compiler under test}"
timeout=${JCC_TIMEOUT-10}
kind=${JCC_REDUCE_KIND-run}

# 1. No undefined behaviour that GCC can see.  csmith's programs have
# none, but a reduction easily makes some, and a difference that comes
# from undefined behaviour says nothing about jcc.
# -w, which csmith's builds use, would silence the warnings: drop it.
ub_cc=`echo " $JCC_REF_CC " | sed 's/ -w / /g'`
$ub_cc -O1 -Werror=uninitialized -Werror=maybe-uninitialized \
  -Werror=return-type -Werror=implicit-int \
  -Werror=implicit-function-declaration -Werror=int-conversion \
  -Werror=incompatible-pointer-types -Werror=div-by-zero \
  -Werror=array-bounds -Werror=sequence-point \
  -fsanitize=undefined,address -fno-sanitize-recover=all \
  -o ./jcc-ub "$file" > /dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout "$timeout" ./jcc-ub > /dev/null 2>&1 || exit 1

# 2. The reference build runs to the end.
$JCC_REF_CC -o ./jcc-ref "$file" > /dev/null 2>&1 || exit 1
timeout "$timeout" ./jcc-ref > ./jcc-ref.out 2>&1 || exit 1

# 3. The build under test differs.
case $kind in
  ice)
    $JCC_TEST_CC -o ./jcc-test "$file" > ./jcc-test.log 2>&1
    grep -q 'internal compiler error' ./jcc-test.log
    exit $?
    ;;
  run)
    $JCC_TEST_CC -o ./jcc-test "$file" > /dev/null 2>&1 || exit 1
    timeout `expr 3 \* "$timeout"` ./jcc-test > ./jcc-test.out 2>&1 || exit 0
    cmp -s ./jcc-ref.out ./jcc-test.out && exit 1
    exit 0
    ;;
  *)
    echo "interesting.sh: JCC_REDUCE_KIND is '$kind', not 'run' or 'ice'" >&2
    exit 2
    ;;
esac
