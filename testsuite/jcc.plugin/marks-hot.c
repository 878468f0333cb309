/* Branches that -fplugin-arg-jcc-select=hot marks and does not mark.
   No header is included, so that the file compiles for -m32 as well.  */

extern void report_error (const char *) __attribute__ ((cold));
extern int log_value (int);

/* A hot loop and a cold error path in one function: the loop's
   branches are marked; the error path, which calls a cold function and
   which -freorder-blocks-and-partition moves to .text.unlikely as
   sum_positive.cold, is not.  */

int
sum_positive (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	{
	  report_error ("negative");
	  return -1;
	}
      s += a[i];
    }
  return s;
}

/* The same loop twice: in a cold function nothing is marked, in a
   normal one the loop is.  */

__attribute__ ((cold)) int
count_zeros_cold (const int *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] == 0)
      c += log_value (i);
  return c;
}

int
count_zeros (const int *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] == 0)
      c += log_value (i);
  return c;
}

/* A path taken once in 20 calls by GCC's guess: under the default
   threshold in a normal function, hot in a hot one.  The path is a
   tail call, a `jmp'.  */

__attribute__ ((noipa)) int
rarely (int x)
{
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    return log_value (x);
  return x + 1;
}

__attribute__ ((hot, noipa)) int
rarely_hot (int x)
{
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    return log_value (x);
  return x + 1;
}
