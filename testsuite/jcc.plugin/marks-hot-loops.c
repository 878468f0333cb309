/* Blocks that GCC guesses run rarely although they sit in a loop:
   select=hot marks them with -fplugin-arg-jcc-hot-loops=yes only.  No
   header is included, so that the file compiles for -m32 as well.  */

extern int log_value (int);

/* A path taken once in 50 iterations by GCC's guess: under the default
   threshold per call of the function, but in a loop.  */

int
count_rare (const int *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (__builtin_expect_with_probability (a[i] == 42, 1, 0.02))
      {
	c += log_value (i);
	if (c > 1000)
	  c -= a[i];
      }
  return c;
}

/* A loop entered in its middle, as a state machine resumes where it
   stopped: an irreducible region.  */

int
resume (const unsigned char *p, int n, int state)
{
  int out = 0;
  switch (state)
    {
    case 0:
      for (; n > 0; n--, p++)
	{
	  out += *p;
	  if (out > 4096)
	    out = log_value (out);
	case 1:
	  out ^= out << 1;
	}
    }
  return out;
}
