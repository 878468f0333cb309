/* Profile counts of very different sizes: trained with a count
   (argv[1]), main's loop calls often () on every iteration and
   sometimes () on one in ten.  GCC deems both hot; whether sometimes ()
   is hot for the plugin depends on -fplugin-arg-jcc-hot-count-fraction:
   its blocks ran a tenth as often as the most frequent ones.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) long
often (long x)
{
  if (x % 3 == 0)
    return x / 3;
  return x + 7;
}

__attribute__ ((noipa)) long
twice (long x)
{
  return 2 * x;
}

__attribute__ ((noipa)) long
sometimes (long x)
{
  if (x % 5 == 0)
    return twice (x) + 1;
  return x - 1;
}

int
main (int argc, char **argv)
{
  long sum = 0;
  long count = argc > 1 ? atol (argv[1]) : 1000;

  for (long i = 1; i <= count; i++)
    {
      sum += often (i);
      if (i % 10 == 0)
	sum += sometimes (i / 10);
    }
  printf ("%ld\n", sum);
  return 0;
}
