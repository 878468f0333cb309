/* With ../jcc.plugin/marks-call-scale.c, a program for the test of
   call scales across the partitions of an LTO link (driver.exp):
   main's loop calls outer's callees, whose rare path is hot only if
   the partition that compiles leaf knows how often the loop in
   another partition runs it.  log_value stays a call, so that leaf
   keeps its tests.  */

__attribute__ ((noinline)) int
log_value (int x)
{
  return x * 3 + 1000;
}

extern int outer (const int *);

int
main (void)
{
  static int a[1000];
  a[7] = 42;
  return outer (a) == 16131 ? 0 : 1;
}
