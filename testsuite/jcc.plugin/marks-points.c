/* Padding points: the plugin puts `.align_branch pad' before the label
   of a hot block that control seldom falls through to, here the head
   of a loop, entered once from above and then from its latch.  */

int
count_below (const int *a, int n, int lim)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] < lim)
      c += a[i] & 1 ? 3 : 1;
  return c;
}
