// C++ virtual thunks: both::get is reached through base's vtable by a
// thunk that loads its adjustment of `this' from the vtable, which the
// target writes straight from RTL, through no pass (output_mi_thunk);
// jcc.so pads it in a blanket region (jcc_output_mi_thunk).  Without
// RTTI, exceptions or a virtual destructor, gcc links it without the
// C++ library.  Called with a count (argv[1]): the thunk runs twice
// per iteration of main's loop.

#include <stdio.h>
#include <stdlib.h>

struct base
{
  long b = 1;
  virtual long get (long x) const { return x; }
};

struct left : virtual base { long l = 2; };
struct right : virtual base { long r = 3; };

struct both : left, right
{
  long get (long x) const override { return 3 * x + l + r + b; }
};

__attribute__ ((noipa)) long
call_all (const base *const *v, int n, long x)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->get (x + i);
  return sum;
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  both b1, b2;
  const base *v[2] = { &b1, &b2 };
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += call_all (v, 2, i);
  printf ("%ld\n", sum);
  return 0;
}
