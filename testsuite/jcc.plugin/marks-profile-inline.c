/* An AutoFDO profile's inline instances: main's loop calls clamp (),
   which GCC inlines, with a count (argv[1]) and, with a second
   argument, positive values (above the limit: report () is called),
   else negative ones (below it).  The profile of the copy inlined into
   main says which side of clamp () ran.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) int
report (int x)
{
  return x / 3;
}

static inline int
clamp (int x, int limit)
{
  if (x > limit)
    return limit + report (x);
  if (x < -limit)
    return -limit - x / 7;
  return x;
}

int
main (int argc, char **argv)
{
  long sum = 0;
  int count = argc > 1 ? atoi (argv[1]) : 1000;
  int sign = argc > 2 ? 1 : -1;

  for (int i = 1; i <= count; i++)
    sum += clamp (sign * i, 3);
  printf ("%ld\n", sum);
  return 0;
}
