/* With ../jcc.plugin/marks-indirect-calls.c, a program for the test of
   calls through pointers in an LTO link (driver.exp): outer's loop
   calls leaf through a pointer, and leaf's rare path is hot only if
   the link knows of that call, which only the compilation of
   marks-indirect-calls.c saw.  log_value stays a call, so that leaf
   keeps its tests.  */

__attribute__ ((noinline)) int
log_value (int x)
{
  return x * 3 + 1000;
}

extern int outer (const int *, int);
extern long once (long);

int
main (void)
{
  static int a[1000];
  a[7] = 42;
  return outer (a, 0) == 5377 && once (1) == 4 ? 0 : 1;
}
