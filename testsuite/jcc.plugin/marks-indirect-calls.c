/* A rare path of a function that a loop calls through a function
   pointer: hot by GCC's guesses with indirect-calls=by-type, where
   the loop's calls through pointers of leaf's type are shared between
   leaf and other, the two functions of that type whose address is
   taken, and not with indirect-calls=none, where leaf runs as often as
   its direct callers call it: never.  wide, whose address is taken
   but whose type differs, and direct, of leaf's type but whose
   address is not taken, stay cold either way.  No header is included,
   so that the file compiles for -m32 as well.  */

extern int log_value (int);

static __attribute__ ((noinline, noclone)) int
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

static __attribute__ ((noinline, noclone)) int
other (int x)
{
  return x * 7;
}

static __attribute__ ((noinline, noclone)) long
wide (long x)
{
  long r = x + 1;
  if (__builtin_expect_with_probability (x == 44, 1, 0.05))
    {
      r = log_value (x);
      if (r > 1000)
	r = log_value (r);
    }
  return r;
}

static __attribute__ ((noinline, noclone)) int
direct (int x)
{
  int r = x + 1;
  if (__builtin_expect_with_probability (x == 43, 1, 0.05))
    {
      r = log_value (x);
      if (r > 1000)
	r = log_value (r);
    }
  return r;
}

int (*table[2]) (int) = { leaf, other };
long (*wide_fn) (long) = wide;

int
outer (const int *a, int k)
{
  int s = 0;
  for (int i = 0; i < 1000; i++)
    s += table[k] (a[i]);
  return s;
}

long
once (long x)
{
  return wide_fn (x) + direct ((int) x);
}
