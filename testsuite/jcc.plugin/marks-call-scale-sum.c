/* A function that four functions each call once: with call-scale=sum
   it runs as often as the four together, and the path that GCC guesses
   it takes on 3 calls in 10 runs 1.2 times per call of one of them,
   hot; with call-scale=transitive it runs as often as the most frequent
   of them, once, and the path is not hot.  No header is included, so
   that the file compiles for -m32 as well.  */

extern int log_value (int);

__attribute__ ((noinline, noclone)) static int
helper (int x)
{
  int r = x + 1;
  if (__builtin_expect_with_probability (x > 100, 1, 0.3))
    {
      r = log_value (x);
      if (r > 1000)
	r = log_value (r);
    }
  return r;
}

int
first (int x)
{
  return helper (x) * 3;
}

int
second (int x)
{
  return helper (x + 1) - 2;
}

int
third (int x)
{
  return helper (x ^ 5) + 7;
}

int
fourth (int x)
{
  return helper (x | 9) << 1;
}
