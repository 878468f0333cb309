/* Count the primes below a bound: a program with hot loops.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  long n = argc > 1 ? strtol (argv[1], NULL, 10) : 100000;
  if (n < 2)
    n = 2;
  char *composite = calloc (n, 1);
  if (composite == NULL)
    return 1;
  long count = 0;
  for (long i = 2; i < n; i++)
    if (!composite[i])
      {
	count++;
	/* i * i must not overflow a 32-bit long.  */
	if (i <= n / i)
	  for (long j = i * i; j < n; j += i)
	    composite[j] = 1;
      }
  printf ("%ld primes below %ld\n", count, n);
  free (composite);
  return 0;
}
