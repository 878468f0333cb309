/* An asm statement with a flag output in a block that only
   -fplugin-arg-jcc-hot-paths makes hot: GCC guesses that each of the
   three tests before it goes that way 70% of the time, so the block
   runs on 34% of the calls, under the default hot-threshold of 50%.  With
   hot-paths-padding=prefixes the asm goes in a region for prefixes
   only, `.align_branch BOUNDARY, TYPES, prefixes', which the jump on
   its flag joins, so that the assembler pads the pair that the asm's
   `testl' and GCC's jump make as a pair.  Until 2026-11-25 the asm was
   in no region and the jump had a mark of its own, between the two
   halves of the pair: the assembler warned and padded nothing.  The
   program prints the same with any build.  */

#include <stdio.h>

__attribute__ ((noinline)) int
log_value (int v)
{
  printf ("log %d\n", v);
  return v - 1;
}

static volatile int zeros;

__attribute__ ((noinline)) void
note_zero (void)
{
  zeros++;
}

__attribute__ ((noinline)) int
nested_asm (int a, int b, int c, const int *v)
{
  int r = 0;

  if (__builtin_expect_with_probability (a == 1, 1, 0.7))
    {
      if (__builtin_expect_with_probability (b == 2, 1, 0.7))
	{
	  if (__builtin_expect_with_probability (c == 3, 1, 0.7))
	    {
	      int zero;
	      __asm__ ("testl %1, %1" : "=@ccz" (zero) : "r" (v[a]));
	      if (zero)
		note_zero ();
	      else
		r = v[b] * 3;
	    }
	  else
	    r = log_value (c);
	}
      else
	r = log_value (b);
    }
  return r;
}

/* Called through a volatile pointer, so that no call site tells GCC
   how often it runs, as the loop of a caller would (the tests give
   indirect-calls=none, under which a call through a pointer counts
   as no call of the functions it may reach).  */
int (*volatile nested_asm_ptr) (int, int, int, const int *) = nested_asm;

int
main (void)
{
  int v[4] = { 0, 5, 0, 7 };
  int sum = 0;
  for (int i = 0; i < 12; i++)
    sum += nested_asm_ptr (i % 3 != 0, i % 4 == 0 ? 5 : 2, i % 2 ? 3 : i, v);
  printf ("%d %d\n", sum, zeros);
  return 0;
}
