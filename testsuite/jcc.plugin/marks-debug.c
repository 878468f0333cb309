/* Debug information and the plugin's marks.  sum_to's first branch
   is its loop's, and nothing but the function's entry notes comes
   before the run that the loop's mark (or region) starts: the
   directive is the function's first insn.  With -g, `final' used to
   fail an assertion there (block_depth >= 0 in final_scan_insn_1).
   The inlined helper and the nested blocks give `final' lexical blocks
   to open and close around the marks.  Built with and without -g, the
   code must be the same, and the program must print what gcc's
   build prints.  */

#include <stdio.h>

void
sum_to (int n, int *out)
{
  for (int i = 0; i < n; i++)
    __asm__ volatile ("");
  *out = n;
}

static inline int
clamp (int v, int lo, int hi)
{
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

int
scan (const int *a, int n)
{
  int s = 0;

  for (int i = 0; i < n; i++)
    {
      int v = clamp (a[i], -5, 50);

      if (v & 1)
	{
	  int w = v * 3;

	  s += w;
	}
      else
	s -= v;
    }
  return s;
}

int
main (void)
{
  int a[64], out;

  for (int i = 0; i < 64; i++)
    a[i] = (i * 37) % 101 - 20;
  sum_to (1000, &out);
  printf ("%d %d\n", out, scan (a, 64));
  return 0;
}
