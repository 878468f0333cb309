/* asm statements that set the assembler's branch alignment themselves
   (their templates name `.align_branch') are in charge of their own
   padding: the plugin puts none of them in a region
   (-fplugin-arg-jcc-asm).  Until 2026-11-25 it did: own_padding's
   `.align_branch 0' held only until the region's pop, and in
   split_padding the region around the first asm popped that asm's
   push, so the loop between the two asm statements was padded with the
   region's kinds instead of `jmp' alone.  The asm statements change
   nothing but the flags, so the program prints the same with any
   build.  */

#include <stdio.h>

/* An asm that turns padding off for its own branch and restores it.  */

__attribute__ ((noinline)) unsigned
own_padding (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      __asm__ volatile (".align_branch push\n\t.align_branch 0\n\t"
			"testl %%esp, %%esp\n\tjnz 1f\n\t"
			"movl %%esp, %%esp\n1:\n\t.align_branch pop" ::: "cc");
      s += a[i] * 3 + (s >> 7);
    }
  return s;
}

/* A push in one asm statement and its pop in another: the code
   between them is padded as the first one says.  */

__attribute__ ((noinline)) unsigned
split_padding (const unsigned *a, int n)
{
  unsigned s = 0;
  __asm__ volatile (".align_branch push\n\t.align_branch 32, jmp");
  for (int i = 0; i < n; i++)
    s += a[i] * 5 + (s >> 3);
  __asm__ volatile (".align_branch pop");
  return s;
}

int
main (void)
{
  unsigned a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i * 2654435761u;
  printf ("%u %u\n", own_padding (a, 100), split_padding (a, 100));
  return 0;
}
