/* A test at the end of the likely path through nested tests.  GCC
   guesses that each test goes that way 70% of the time, so the block
   runs on 34% of the calls, under the default hot-threshold of 50%:
   select=hot marks its branch with -fplugin-arg-jcc-hot-paths=70 or
   less, not with 71 or more, nor by default.  The other side of each
   test, 30%, stays unmarked.  No header is included, so that the file
   compiles for -m32 as well.  */

extern int log_value (int);

int
nested (int a, int b, int c, int d)
{
  int r = 0;

  if (__builtin_expect_with_probability (a == 1, 1, 0.7))
    {
      if (__builtin_expect_with_probability (b == 2, 1, 0.7))
	{
	  if (__builtin_expect_with_probability (c == 3, 1, 0.7))
	    r = d > 100 ? log_value (d) : d + 7;
	  else
	    r = log_value (c);
	}
      else
	r = log_value (b);
    }
  return r;
}
