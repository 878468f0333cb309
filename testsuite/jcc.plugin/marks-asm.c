/* asm statements and the plugin's marks (-fplugin-arg-jcc-asm).

   An asm statement that select chooses goes in a region, in which the
   assembler pads its branches as its blanket mode does: spin's loops,
   written in asm, in a hot loop.  A jump right after an asm whose last
   instruction may be fused with it (a flag output) joins the region,
   so that the assembler sees both halves: count_zero.  An asm in cold
   code (under select=hot) and an empty asm, a compiler barrier, get no
   region: rarely and barrier.  The program prints what each computes,
   so that the run tests compare it with a build without the plugin.  */

#include <stdio.h>

/* A loop of N rounds in asm, changing ACC with X: a fused `decl; jnz'
   pair and instructions of several lengths before it.  The lengths of
   X's are chosen so that, unpadded, a pair of spin's ends on a 32-byte
   boundary, 64- and 32-bit (GCC 12 -O2), which -fplugin-arg-jcc-asm=no
   leaves there.  */
#define SPINX(N, X, ACC)						\
  __asm__ ("movl $" #N ", %%ecx\n"					\
	   "1:\taddl %%ecx, %0\n\t"					\
	   "imull $77, %0, %0\n\t"					\
	   "xorl $" #X ", %0\n\t"						\
	   "decl %%ecx\n\t"						\
	   "jnz 1b"							\
	   : "+r" (ACC) : : "ecx", "cc")
#define SPIN(N, ACC) SPINX (N, 0x55, ACC)

__attribute__ ((noinline)) unsigned
spin (const unsigned *a, int n)
{
  unsigned acc = 0;
  for (int i = 0; i < n; i++)
    {
      acc += a[i];
      SPINX (3, 0x5555, acc);
      acc ^= a[i] >> 3;
      SPIN (5, acc);
      acc += 11;
      SPIN (2, acc);
      if (acc & 0x100)
	SPINX (7, 0x5555, acc);
      SPIN (4, acc);
      acc -= a[i];
      SPIN (6, acc);
    }
  return acc;
}

/* The `testl' of the asm and GCC's `jne' after it are fused.  */
static volatile int zeros;

__attribute__ ((noinline)) void
note_zero (void)
{
  zeros++;
}

__attribute__ ((noinline)) int
count_zero (const int *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    {
      int z;
      __asm__ ("testl %1, %1" : "=@ccz" (z) : "r" (a[i]));
      if (z)
	note_zero ();
      else
	c += a[i] * 3;
    }
  return c;
}

__attribute__ ((noinline, cold)) unsigned
rarely (unsigned x)
{
  SPIN (9, x);
  return x;
}

__attribute__ ((noinline)) int
barrier (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      __asm__ volatile ("" : : : "memory");
      if (s > 1000)
	s -= 999;
    }
  return s;
}

int
main (void)
{
  unsigned u[64];
  int v[64];
  for (int i = 0; i < 64; i++)
    {
      u[i] = i * 2654435761u;
      v[i] = (i % 5) * (i - 20);
    }
  int c = count_zero (v, 64);
  printf ("%u %d %d %u %d\n", spin (u, 64), c, zeros, rarely (u[7]),
	  barrier (v, 64));
  return 0;
}
