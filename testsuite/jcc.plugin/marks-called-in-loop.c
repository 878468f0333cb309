/* select=hot without a profile: a function that a loop calls runs, per
   call of its caller, as often as the loop.  chain_in_loop () and
   chain_once () are the same chain of early returns, each test less
   likely to be reached by GCC's guesses; a loop calls the first, the
   second is called once.  The later tests are hot in the first only.  */

#define CHAIN(a, b)				\
  if (a[0] != b[0])				\
    return a[0] > b[0];				\
  if (a[1] != b[1])				\
    return a[1] > b[1];				\
  if (a[2] != b[2])				\
    return a[2] > b[2];				\
  if (a[3] != b[3])				\
    return a[3] > b[3];				\
  if (a[4] != b[4])				\
    return a[4] > b[4];				\
  if (a[5] != b[5])				\
    return a[5] > b[5];				\
  return 0

__attribute__ ((noinline, noclone)) int
chain_in_loop (const unsigned char *a, const unsigned char *b)
{
  CHAIN (a, b);
}

__attribute__ ((noinline, noclone)) int
chain_once (const unsigned char *a, const unsigned char *b)
{
  CHAIN (a, b);
}

int
count_greater (const unsigned char *v, int n)
{
  int c = 0;

  for (int i = 0; i + 6 < n; i++)
    c += chain_in_loop (v + i, v + i + 1);
  return c + chain_once (v, v + 1);
}
