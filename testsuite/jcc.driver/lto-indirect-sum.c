/* For the test that an LTO link adds up a function's several calls
   through pointers of one type, as one file's compilation does with
   call-scale=sum (driver.exp): twice calls through a pointer of leaf's
   type two times, each as often as twice runs, so leaf counts as
   running twice per run of the program, and its rare path, taken 30%
   of the time, runs 0.6 times: hot for hot-threshold=50.  One of the
   calls alone would make it 0.3.  */

extern int log_value (int);

static __attribute__ ((noinline, noclone)) int
leaf (int x)
{
  int r = x + 1;
  if (__builtin_expect_with_probability (x == 42, 1, 0.3))
    {
      r = log_value (x);
      if (r > 1000)
	r = log_value (r);
    }
  return r;
}

int (*volatile fn) (int) = leaf;

__attribute__ ((noinline)) int
twice (int x)
{
  return fn (x) + fn (x + 1);
}

__attribute__ ((noinline)) int
log_value (int x)
{
  return x * 3 + 1000;
}

int
main (void)
{
  return twice (41) == 4420 ? 0 : 1;
}
