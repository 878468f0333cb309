/* Ways out of a function that are not returns, ways in that are not a
   call returning, and a non-temporal store after a flush: each needs a
   fence with a flush pending.  __builtin_longjmp and a goto out of a
   nested function leave by a jump; setjmp returns a second time from
   wherever longjmp is called, the flush before that call pending under
   fence-before-call=no; MOVNTI may become durable before the line that
   CLWB writes back.  Also a run test (fence-run.exp): the program
   prints what it committed.  Compiled with -mclwb; builtins rather than
   <immintrin.h>, as in fence-drain.c.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <setjmp.h>
#include <stdio.h>

static void *builtin_buf[5];
static jmp_buf buf;
long line[8] __attribute__ ((aligned (64)));
long flag;
int nt_flag;

__attribute__ ((noinline)) void
flush_builtin_longjmp (long *p)
{
  __builtin_ia32_clwb (p);
  __builtin_longjmp (builtin_buf, 1);
}

__attribute__ ((noinline)) void
leave (void)
{
  longjmp (buf, 1);
}

__attribute__ ((noinline)) int
flush_setjmp (long *p, long *f)
{
  if (setjmp (buf))
    {
      *f = 2;
      return 1;
    }
  __builtin_ia32_clwb (p);
  leave ();
  f[1] = 1;
  return 0;
}

static jmp_buf buf2;

/* Under fence-before-call=no, the call to longjmp leaves the flush
   pending; it lands after the setjmp of a function that does not
   flush.  */
__attribute__ ((noinline)) void
flush_leave (long *p)
{
  __builtin_ia32_clwb (p);
  longjmp (buf2, 1);
}

__attribute__ ((noinline)) int
setjmp_only (long *p, long *f)
{
  if (setjmp (buf2))
    {
      *f = 5;
      return 1;
    }
  flush_leave (p);
  return 0;
}

__attribute__ ((noinline)) int
flush_nested (long *p, long *f)
{
  __label__ out;
  void inner (void)
  {
    __builtin_ia32_clwb (p);
    goto out;
  }
  inner ();
  return 0;
 out:
  *f = 3;
  return 1;
}

__attribute__ ((noinline)) void
flush_movnti (long *p, int *f)
{
  __builtin_ia32_clwb (p);
  __builtin_ia32_movnti (f, 4);
}

int
main (void)
{
  if (__builtin_setjmp (builtin_buf) == 0)
    flush_builtin_longjmp (line);
  else
    flag = 1;
  printf ("%ld\n", flag);
  printf ("%d %ld\n", flush_setjmp (line, &flag), flag);
  printf ("%d %ld\n", setjmp_only (line, &flag), flag);
  printf ("%d %ld\n", flush_nested (line, &flag), flag);
  flush_movnti (line, &nt_flag);
  printf ("%d\n", nt_flag);
  return 0;
}
