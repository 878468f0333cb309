/* align-prefixes: the mark of a loop's branch goes before the code
   that falls into the loop's aligned head, so that jcc-as
   -malign-code-with-prefixes may make that alignment of prefixes on
   the instructions of that code instead of NOPs that run on every
   entry into the loop.  */

int
scale_sum (const int *a, int n, int k)
{
  int s = k;
  int i = 0;
  do
    {
      s += a[i] * 3;
      if (s > 1000)
	s -= a[i + 1];
      i++;
    }
  while (i < n);
  return s;
}
