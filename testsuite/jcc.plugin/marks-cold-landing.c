/* Trained with 0 as argument, often (), seldom () and often_stub ()
   never see a negative value: with -fprofile-use,
   -freorder-blocks-and-partition moves the code for one to often.cold,
   seldom.cold and often_stub.cold.  often () and often_stub () run
   100,000 times, as often as the program's most frequent block;
   seldom () 500 times, enough to be hot (at least 1/1000 as often) but
   not for cold-landing's default cut (1/20).  The cold part of
   often () and seldom () starts with a test; that of often_stub () only
   computes a value and returns it.  With a positive argument all three
   take their cold paths on every call.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) long
often (long x, long y)
{
  if (x < 0)
    {
      if (y & 1)
	return x / 3 + y % 7;
      return (x ^ y) / 5;
    }
  return x + 1;
}

__attribute__ ((noipa)) long
seldom (long x, long y)
{
  if (x < 0)
    {
      if (y & 1)
	return x / 5 + y % 11;
      return (x ^ y) / 3;
    }
  return x + 2;
}

__attribute__ ((noipa)) long
often_stub (long x, long y)
{
  if (x < 0)
    return x / 3 + y % 7 + (x ^ y) / 5;
  return x + 3;
}

int
main (int argc, char **argv)
{
  long sum = 0;
  long sign = argc > 1 && atoi (argv[1]) > 0 ? -1 : 1;

  for (long i = 1; i <= 100000; i++)
    sum += often (sign * i, i) + often_stub (sign * i, i);
  for (long i = 1; i <= 500; i++)
    sum += seldom (sign * i, i);
  printf ("%ld\n", sum);
  return 0;
}
