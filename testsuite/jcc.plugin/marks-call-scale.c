/* A rare path of a function that a loop calls only through another
   function: hot by GCC's guesses with call-scale=sum or transitive, where
   leaf runs as often as the loop in outer, and not with
   call-scale=direct, where it runs as often as middle, once.  No
   header is included, so that the file compiles for -m32 as well.  */

extern int log_value (int);

__attribute__ ((noinline, noclone)) int
leaf (int x)
{
  int r = x + 1;
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    {
      r = log_value (x);
      if (r > 1000)
	r = log_value (r);
    }
  return r;
}

__attribute__ ((noinline, noclone)) int
middle (int x)
{
  return leaf (x) * 3;
}

int
outer (const int *a)
{
  int s = 0;
  for (int i = 0; i < 1000; i++)
    s += middle (a[i]);
  return s;
}
