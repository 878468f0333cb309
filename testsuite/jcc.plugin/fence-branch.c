/* The fence before a branch (fence=drain): where each path from a
   branch comes, directly or through a block that only the branch leads
   to and that orders nothing, to a point that needs ordering, one
   fence before the branch does the work of one in each successor; not
   where a path would then run two.  (fence-switch.c has the blocks
   passed through: a switch's range check, then its table jump.)  Also
   a run test (fence-run.exp).  Builtins rather than <immintrin.h>, as
   in fence-drain.c.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>

int line[64] __attribute__ ((aligned (64)));
int a, b;

/* Both successors store first: one fence, before the comparison.  */
__attribute__ ((noinline)) void
two_ways (int *p, int k)
{
  __builtin_ia32_clwb (p);
  if (k > 3)
    a = k;
  else
    b = k;
}

/* The block the branch leads to writes back another line before the
   return: the fence at the return orders both lines, and one before
   the branch would be a second on that path.  */
__attribute__ ((noinline)) void
flush_on_the_way (int *p, int k)
{
  __builtin_ia32_movnti (p, k);
  if (k % 7 == 0)
    return;
  __builtin_ia32_clwb (p + 16);
}

int
main (void)
{
  two_ways (line, 5);
  two_ways (line, 1);
  flush_on_the_way (line, 14);
  flush_on_the_way (line, 3);
  printf ("%d %d %d\n", a, b, line[0]);
  return 0;
}
