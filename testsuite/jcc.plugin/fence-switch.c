/* Flushes before indirect jumps that stay in the function: a switch
   that GCC compiles to a range check and a jump through a table, and a
   computed goto.  The fence pass follows the jump's edges to the
   cases.  In table (), every case stores or returns first, and only
   the range check and the jump lead there: one fence before the range
   check does the work of one in each case; so in computed (), before
   its jump.  In the loop, the case that goes back to the next CLWB
   gets none, so that the CLWBs of the loop's iterations stay unordered
   with each other until a store needs them; each case that stores gets
   its fence, and so does the path to the return.  jcc-scan, which does
   not read jump tables, reports the loop's flush still pending at the
   jump.  Also a run test (fence-run.exp): the program prints what it
   stored.  Compiled with -mclwb; builtins rather than <immintrin.h>,
   as in fence-drain.c.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>

long line[64] __attribute__ ((aligned (64)));
long a, b, c, d, e;

__attribute__ ((noinline)) void
table (long *p, int k)
{
  __builtin_ia32_clwb (p);
  switch (k)
    {
    case 0: a = 1; break;
    case 1: b = 2; break;
    case 2: c = 3; break;
    case 3: d = 4; break;
    case 4: e = 5; break;
    case 6: a = b + c; break;
    }
}

__attribute__ ((noinline)) long
table_loop (long *p, const int *k, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      __builtin_ia32_clwb (p + 8 * (i & 7));
      switch (k[i])
	{
	case 0: continue;
	case 1: s += 1; break;
	case 2: s += 3; break;
	case 3: a = i; break;
	case 4: s ^= i; break;
	case 5: b = i; break;
	case 6: s -= 7; break;
	}
      s *= 3;
    }
  return s;
}

__attribute__ ((noinline)) void
computed (long *p, int k)
{
  static void *const where[] = { &&l0, &&l1, &&l2 };
  __builtin_ia32_clwb (p);
  goto *where[k % 3];
 l0:
  c = 10;
  return;
 l1:
  d = 11;
  return;
 l2:
  return;
}

int
main (void)
{
  static const int k[] = { 0, 1, 2, 3, 4, 5, 6, 7, 3, 0, 5, 1 };
  long s = table_loop (line, k, sizeof k / sizeof k[0]);
  for (int i = 0; i < 8; i++)
    table (line + 8 * i, i);
  for (int i = 0; i < 3; i++)
    computed (line + 8 * i, i);
  printf ("%ld %ld %ld %ld %ld %ld\n", s, a, b, c, d, e);
  return 0;
}
