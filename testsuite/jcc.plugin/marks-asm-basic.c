/* A basic asm statement (no operands) in a hot loop: in a function,
   GCC holds its ASM_INPUT in a PARALLEL with the flags' clobber, and
   the plugin puts it in a region as it does an asm with operands
   (-fplugin-arg-jcc-asm).  Until 2026-11-25 the plugin looked only for
   a bare ASM_INPUT and left such an asm's branches unpadded.  The asm
   changes nothing but the flags, so the program prints the same with
   any build.  The instruction it jumps over is no NOP, which
   jcc.scan/gas-debug.exp would take for padding.  */

#include <stdio.h>

__attribute__ ((noinline)) unsigned
skip_ahead (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      __asm__ volatile ("testl %esp, %esp\n\tjnz 1f\n\tmovl %esp, %esp\n1:");
      s += a[i] * 3 + (s >> 7);
    }
  return s;
}

int
main (void)
{
  unsigned a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i * 2654435761u;
  printf ("%u\n", skip_ahead (a, 100));
  return 0;
}
