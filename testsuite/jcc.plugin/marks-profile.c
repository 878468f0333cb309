/* Profile counts against GCC's guesses: trained with a count (argv[1])
   and negative values only, scale () takes the path that
   __builtin_expect calls rare, every time, and never_trained () is not
   called at all.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) int
negate_and_log (int x)
{
  return -x;
}

/* Guessed: the tail call to negate_and_log () runs on 1 call in 10,
   but main's loop calls scale () about 10 times, so it is hot by the
   guesses as well.  By the profile it runs on every call.  */

__attribute__ ((noipa)) int
scale (int x)
{
  if (__builtin_expect (x < 0, 0))
    return negate_and_log (x);
  return x + 1;
}

/* Guessed: a loop, hot.  By the profile it never runs.  */

__attribute__ ((noipa)) int
never_trained (const char *s)
{
  int n = 0;
  for (; *s != '\0'; s++)
    if (*s == ',')
      n++;
  return n;
}

int
main (int argc, char **argv)
{
  long sum = 0;
  int count = argc > 1 ? atoi (argv[1]) : 1000;

  for (int i = 1; i <= count; i++)
    sum += scale (-i);
  if (argc > 2)
    sum += never_trained (argv[2]);
  printf ("%ld\n", sum);
  return 0;
}
