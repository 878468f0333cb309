/* Trained with 0 as argument, find () never finds a negative value:
   with -fprofile-use, -freorder-blocks-and-partition moves its
   `return -1' to find.cold, and reaches it through a block of its own
   in the hot part, counting zero, that holds only the jump there.  With
   a positive argument, a[17] is negative and that jump runs on every
   call.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) int
find (const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	return -1;
      if (a[i] == 3)
	continue;
      a = a + 0;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  int a[64];
  long total = 0;

  for (int i = 0; i < 64; i++)
    a[i] = i;
  if (argc > 1)
    a[17] = -atoi (argv[1]);
  for (int r = 0; r < 2000; r++)
    total += find (a, 64);
  printf ("%ld\n", total);
  return 0;
}
