/* Many short conditional branches in a row: for -mtune=k8, GCC keeps
   at most three jumps in a 16-byte window (ix86_avoid_jump_mispredicts)
   and puts `.p2align 4,,N' where a fourth would come, even between a
   compare and its jump.  jcc-as pads such a jump whether the alignment
   adds bytes (the jump is alone) or not (it is fused with the compare,
   and a byte of padding splits the pair).

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */
#include <stdio.h>

__attribute__ ((noinline)) int
classify (int a, int b)
{
  int n = 0;
  for (int i = 0; i < b; i++)
    {
      if (a == i)
	n += 3;
      else if (a < i)
	n -= 1;
      if (a == 2 * i)
	n ^= 5;
      if ((a & 7) == 0)
	n += 2;
      if (n > 1000)
	break;
    }
  return n;
}

int
main (void)
{
  long sum = 0;
  for (int a = -50; a < 200; a++)
    for (int b = 0; b < 60; b++)
      sum += classify (a, b);
  printf ("%ld\n", sum);
  return 0;
}
