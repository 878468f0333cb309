/* The functions of marks-many.c run on fixed input: built with the
   plugin's marks and jcc-as, the program must print what it prints
   without them.  */

#include <stdio.h>
#include <stdlib.h>

#include "marks-many.c"

void
log_line (int n)
{
  printf ("too many lines: %d\n", n);
}

static int
add (int a, int b)
{
  return a + b;
}

static int
mul (int a, int b)
{
  return a * (b | 1);
}

int
main (void)
{
  static unsigned char text[50000];
  static int sorted[1000];
  unsigned seed = 12345;
  int counts[6] = { 0 };
  op_fn ops[2] = { add, mul };
  long sum = 0;

  for (unsigned i = 0; i < sizeof text; i++)
    {
      seed = seed * 1103515245u + 12345u;
      text[i] = (unsigned char) (seed >> 16);
    }
  for (int i = 0; i < 1000; i++)
    sorted[i] = 3 * i + 1;

  for (int round = 0; round < 20; round++)
    {
      if (count_classes (text, sizeof text, counts) != 0)
	break;
      sum += crc32_bitwise (text + round, 1000);
      for (int k = 0; k < 1000; k++)
	sum += find (sorted, 1000, k * 2);
      sum += run (text + round * 100, 2000, ops);
      sum += compare ((const char *) text + round, (const char *) text + 7);
    }
  printf ("%d %d %d %d %d %d %ld\n", counts[0], counts[1], counts[2],
	  counts[3], counts[4], counts[5], sum);
  return 0;
}
