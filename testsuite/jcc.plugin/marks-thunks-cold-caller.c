/* Hot code that needs no GOT, and cold code that does: under select=hot
   the loop is marked, but only cold code calls the
   __x86.get_pc_thunk.bx that 32-bit PIC code uses, which is left
   alone.  */

extern int ext (int);
extern int g;

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      s += a[i];
  return s;
}

__attribute__ ((cold)) int
report (int n)
{
  return ext (n) + g;
}
