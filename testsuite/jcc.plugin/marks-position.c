/* Where the plugin puts its marks: at the start of the instructions
   that lead to the marked branch, after the previous jump or label
   alignment, passing over calls unless calls are marked too.  */

extern int work (int);

int
sum_work (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += work (a[i] * 3);
      if (s > 1000)
	s -= a[i];
    }
  return s;
}
